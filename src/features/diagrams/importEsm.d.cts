declare function importEsm<Module>(specifier: string): Promise<Module>;
export = importEsm;
