// Reads every record of a REST API list operation, page after page, as one async sequence. It needs Node.js 18 or
// later and no package. It sends your app secret, so run it on your server only.
export const BASE_URL = 'https://api.example.com';

const wait = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

// One page. A 429 is not a failure: wait as long as Retry-After says, then send the same request again.
async function getPage(url, headers) {
  for (;;) {
    const response = await fetch(url, {headers});
    if (response.status === 429) {
      await wait(Number(response.headers.get('Retry-After') ?? 1));
      continue;
    }
    if (response.ok) return response.json();
    // Every REST error has the body {code, message, details}; keep `code` on the error so callers can branch on it.
    const body = await response.json().catch(() => ({}));
    const error = new Error(`GET ${url.pathname} failed: ${response.status} ${body.code ?? ''} ${body.message ?? ''}`.trim());
    throw Object.assign(error, {status: response.status, code: body.code, details: body.details});
  }
}

// Yields each record of `items`, following `nextToken` until it is null. `query` holds the operation's filters
// (an array value repeats the parameter, as `include` needs); they are sent unchanged with every page.
export async function* listAll(path, {appKey, appSecret, baseUrl = BASE_URL, limit, query = {}}) {
  // Standard HTTP Basic, as `curl -u appKey:appSecret` sends it: the pair Base64-encoded.
  const headers = {Authorization: `Basic ${Buffer.from(`${appKey}:${appSecret}`).toString('base64')}`, Accept: 'application/json'};
  let nextToken = null;
  do {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(query)) for (const each of [value].flat()) url.searchParams.append(name, each);
    if (limit !== undefined) url.searchParams.set('limit', limit);
    // The token is opaque: send it back exactly as it came. searchParams does the percent-encoding.
    if (nextToken !== null) url.searchParams.set('nextToken', nextToken);
    const page = await getPage(url, headers);
    yield* page.items;
    nextToken = page.nextToken ?? null;
  } while (nextToken !== null);
}
