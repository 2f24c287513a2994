// Asks your server for the signed-in user's SDK v2 token; every v2 component takes the result as `auth`.
// Serve it with your pages and import it from them.
export const TOKEN_ENDPOINT = '/campfire/sdk-token';

// After `authExpired`, ask with `{renew: true}`: a token Campfire rejected before its time must not come back from
// your server's cache.
export async function getToken({renew = false} = {}) {
  const response = await fetch(renew ? `${TOKEN_ENDPOINT}?renew=1` : TOKEN_ENDPOINT, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Could not get a Campfire token (${response.status}).`);
  return (await response.json()).auth;
}
