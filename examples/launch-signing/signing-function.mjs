// The signingFunction every LTI-based component takes: it sends the launch to your signing endpoint with the
// user's session cookie and resolves to the signed parameters. Serve it with your pages and import it from them.
export const SIGNING_ENDPOINT = '/campfire/lti/sign';

export function signingFunction(launchUrl) {
  return async function signCampfireLaunch(params) {
    const response = await fetch(SIGNING_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({launchUrl, params}),
    });
    if (!response.ok) throw new Error(`The signing endpoint refused the launch (${response.status}).`);
    return response.json();
  };
}
