// The signing endpoint of an LTI launch: it decides whether the signed-in user may open the launch the browser
// describes, and only then adds the OAuth 1.0 fields and the HMAC-SHA1 signature. It needs Node.js 18 or later
// and no package; mount it on a route of your server (see server.mjs).
import crypto from 'node:crypto';

export const LAUNCH_BASE_URL = 'https://app.example.com/lti/launch/';

// Every experience this endpoint signs, the roles it may be opened with, and whether it edits content.
export const EXPERIENCES = {
  'assessment-player': {roles: ['Learner', 'Instructor'], editing: false},
  'item-viewer': {roles: ['Learner', 'Instructor'], editing: false},
  'exam-picker': {roles: ['Instructor'], editing: false},
  'exam-builder': {roles: ['Instructor'], editing: true},
  'exam-builder-v2': {roles: ['Instructor'], editing: true},
  'exam-editor': {roles: ['Instructor'], editing: true},
  'item-editor': {roles: ['Instructor'], editing: true},
};

// RFC 3986 percent-encoding, as OAuth 1.0 requires: encodeURIComponent leaves !'()* alone.
function percentEncode(value) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const byKeyThenValue = ([keyA, valueA], [keyB, valueB]) => compare(keyA, keyB) || compare(valueA, valueB);

// The OAuth 1.0 HMAC-SHA1 signature of a form POST to launchUrl, unencoded (the browser encodes it when it posts).
export function oauthSignature(launchUrl, params, appSecret) {
  const pairs = Object.entries(params)
    .filter(([key]) => key !== 'oauth_signature')
    .map(([key, value]) => [percentEncode(key), percentEncode(String(value))])
    .sort(byKeyThenValue);
  const baseString = ['POST', percentEncode(launchUrl), percentEncode(pairs.map((pair) => pair.join('=')).join('&'))].join('&');
  return crypto.createHmac('sha1', `${percentEncode(appSecret)}&`).update(baseString).digest('base64');
}

const isPreview = (params) => params.preview === true || params.preview === 'true';

// The component's settings, which the SDK sends JSON-encoded in one parameter; null when they are not JSON.
function launchOptionsOf(params) {
  if (params.launchOptions === undefined) return {};
  try {
    const options = JSON.parse(String(params.launchOptions));
    return options && typeof options === 'object' ? options : null;
  } catch {
    return null;
  }
}

// Why an Item Viewer launch may not be signed, or null when it may.
async function itemViewerRefusal(user, params, permissions) {
  const options = launchOptionsOf(params);
  if (!options) return 'launchOptions is not JSON';
  // A response belongs to a student: their own, or one of a student the signed-in teacher teaches.
  if (options.examSessionId && !(await permissions.maySeeSession(user, options.examSessionId))) return 'exam session not available to this user';
  const showsKey = options.showCorrectAnswer === true || options.showSolution === true;
  if (showsKey && params.roles === 'Learner' && !(await permissions.mayRevealKey(user, params.id))) return 'answer key not shown to this student';
  return null;
}

// Why the launch may not be signed, or null when it may. `permissions` is your application's own code.
async function refusal(user, experienceName, params, permissions) {
  const experience = Object.hasOwn(EXPERIENCES, experienceName) ? EXPERIENCES[experienceName] : undefined;
  if (!experience || !(await permissions.mayOpen(user, experienceName))) return 'experience not allowed';
  if (!experience.roles.includes(params.roles)) return 'role not allowed for this experience';
  if (params.roles === 'Instructor' && !user.isStaff) return 'only staff (teachers and authors) launch as Instructor';
  // The email always names the signed-in person.
  if (params.lis_person_contact_email_primary !== user.email) return 'email does not match the signed-in user';

  if (experience.editing) {
    if (params.user_id !== user.id) return 'user_id does not match the signed-in user';
    return (await permissions.mayAuthor(user)) ? null : 'no authoring rights in this workspace';
  }
  if (experienceName !== 'assessment-player') {
    if (params.user_id !== user.id) return 'user_id does not match the signed-in user';
    return experienceName === 'item-viewer' ? itemViewerRefusal(user, params, permissions) : null;
  }
  if (isPreview(params)) {
    if (params.roles !== 'Instructor') return 'only an Instructor launch may preview';
    if (params.user_id !== user.id) return 'user_id does not match the signed-in user';
    return (await permissions.mayPreview(user, params.id)) ? null : 'exam config not available to this teacher';
  }
  if (params.roles === 'Learner') {
    if (params.user_id !== user.id) return 'user_id does not match the signed-in user';
    return (await permissions.isAssigned(user, params.id)) ? null : 'exam config not assigned to this student';
  }
  // An Instructor launch opens the session of the student named by user_id.
  return (await permissions.teaches(user, params.user_id, params.id)) ? null : 'not a student of this teacher';
}

// Returns the handler of the signing route: ({user, launchUrl, params}) => {status, body}. `credentialsFor(user)`
// gives the app key and secret of the user's workspace; `permissions` answers the questions in refusal().
export function createSigningEndpoint({credentialsFor, permissions, now = Date.now, nonce = () => crypto.randomUUID()}) {
  return async function signLaunch({user, launchUrl, params}) {
    const refuse = (reason) => ({status: 403, body: {error: reason}});
    if (!user) return {status: 401, body: {error: 'not signed in'}};
    if (typeof launchUrl !== 'string' || !launchUrl.startsWith(LAUNCH_BASE_URL)) return refuse('unknown launch URL');
    if (!params || typeof params !== 'object') return refuse('missing launch parameters');

    const reason = await refusal(user, launchUrl.slice(LAUNCH_BASE_URL.length), params, permissions);
    if (reason) return refuse(reason);

    // Protocol fields come from this server only, never from the browser.
    const {appKey, appSecret} = await credentialsFor(user);
    const launchParams = Object.fromEntries(
      Object.entries(params).filter(([key]) => !key.startsWith('oauth_') && !key.startsWith('lti_')),
    );
    const signed = {
      ...launchParams,
      lti_message_type: 'basic-lti-launch-request',
      lti_version: 'LTI-1p0',
      oauth_consumer_key: appKey,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
      oauth_timestamp: String(Math.floor(now() / 1000)),
      oauth_nonce: nonce(),
    };
    signed.oauth_signature = oauthSignature(launchUrl, signed, appSecret);
    return {status: 200, body: signed};
  };
}
