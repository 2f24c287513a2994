/**
 * A stock `create-docusaurus` classic site, laid out as the classic template creates it and
 * sharing this project's node_modules (so the same Docusaurus version), for side-by-side figures.
 */
import {cpSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import targets from './targets.cjs';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STOCK_DIR = path.join(SITE_DIR, targets.STOCK_DIR);

export function prepareStockSite(dir = STOCK_DIR) {
  const templates = path.join(SITE_DIR, 'node_modules/create-docusaurus/templates');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'));
}

