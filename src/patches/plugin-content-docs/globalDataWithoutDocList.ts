/**
 * Global data without the list of docs: the main bundle stops growing with every page.
 *
 * The docs plugin's global data, in the main bundle of every page, lists each doc of each version
 * (id, path, sidebar): 2.2 kB of gzip today, growing about 12 bytes a page. In the browser only the
 * navbar's doc items (`doc`, `docSidebar`, `docsVersion`, `docsVersionDropdown`) read that list,
 * to find their doc and the active one, and the version banner, to suggest the same doc in another
 * version; this site's navbar links by path and it has one version. So each version keeps only its
 * main doc (what a version item links to), and the build stops, naming the patch, if the navbar gets
 * such an item or the docs a second version.
 *
 * Applied by the docs plugin wrapper (./index.ts) to what the plugin passes to `setGlobalData`.
 */
const PATCH = 'Patch "docs global data without the doc list" (src/patches/manifest.ts)';
const DOC_LIST_READERS = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

type NavbarItem = {type?: string; items?: NavbarItem[]};
type GlobalDoc = {id: string};
type GlobalVersion = {mainDocId: string; docs: GlobalDoc[]};

/** Throws, naming the patch, when a navbar item reads the list of docs from the global data. */
export function checkNavbarReadsNoDocList(items: NavbarItem[]): void {
  for (const item of items) {
    if (item.type && DOC_LIST_READERS.has(item.type)) {
      throw new Error(`${PATCH}: the navbar has a "${item.type}" item, which looks its doc up in the docs global data this patch empties; remove the patch or link by path.`);
    }
    checkNavbarReadsNoDocList(item.items ?? []);
  }
}

/** The docs plugin's global data with each version's docs cut down to its main doc. */
export function withoutDocList<Data>(data: Data): Data {
  const {versions} = data as {versions?: GlobalVersion[]};
  if (Array.isArray(versions) && versions.length > 1) {
    throw new Error(`${PATCH}: the docs have ${versions.length} versions, whose banners look docs up in the global data this patch empties.`);
  }
  if (!Array.isArray(versions) || versions.some((version) => !Array.isArray(version.docs) || typeof version.mainDocId !== 'string')) {
    throw new Error(`${PATCH}: the docs global data no longer has versions with docs and mainDocId.`);
  }
  return {...data, versions: versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)}))};
}
