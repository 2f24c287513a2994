/**
 * The launch-signing examples the developer pages show (examples/launch-signing/) run against every launch the
 * pages describe, and are checked by a stand-in for Campfire's side written here independently: a launch the pages
 * say opens must be signed and verify; one they say is refused must get a 403; an old, replayed or edited launch must
 * fail verification. The last tests keep the pages on the shared files and the pinned SDK versions.
 */
import crypto from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, test} from '@playwright/test';
import {listMdxFiles} from '../../scripts/content-lint.cjs';
import {LAUNCH_BASE_URL, LAUNCH_EXPERIENCES, LAUNCH_KINDS, SERVER_SET_PARAMETERS, TOKEN_EXPERIENCES, type LaunchKindId} from '../../src/data/launches';
import {PREVIEW_SINCE, SDK_PACKAGES} from '../../src/data/sdk';
import {readOpenApiFile} from '../../src/sidebars/apiOperations';
import codeIncludesPlugin, {RAW_INCLUDE_RULE} from '../../src/features/code-includes';
import config from '../../docusaurus.config';

const loadExample = (file: string) => import(pathToFileURL(path.resolve(__dirname, '../../examples', file)).href);
const load = (file: string) => loadExample(`launch-signing/${file}`);

type Params = Record<string, string | boolean>;
type User = {id: string; email: string; isStaff: boolean};
type SignResult = {status: number; body: Params & {error?: string}};
type SignLaunch = (request: {user?: User; launchUrl: unknown; params: unknown}) => Promise<SignResult>;

const APP = {appKey: 'app-key-demo-school', appSecret: 'secret with spaces & symbols!'};
const SIGNED_AT = Date.UTC(2026, 1, 2, 9, 30);

const student = {id: 'student-4821', email: 'student@example.com', isStaff: false};
const otherStudent = {id: 'student-2077', email: 'other@example.com', isStaff: false};
const teacher = {id: 'teacher-204', email: 'teacher@example.com', isStaff: true};
const author = {id: 'author-311', email: 'author@example.com', isStaff: true};
const EXAM_CONFIG = 'c4a8e2f6-7b1d-4f3a-8e5c-0b9d7a6f2e18';
const ITEM = '9d4c2a77-61e3-4f0b-8c2e-5a1b7e3f9c20';
const STUDENT_SESSION = '3f1a9c2e-5b7d-4e60-8a21-c4d9e0b7f613';

/** The school: the student is assigned the exam config, the teacher teaches that student; only the author authors. */
const permissions = {
  mayOpen: async () => true,
  mayAuthor: async (user: User) => user.id === author.id,
  isAssigned: async (user: User, examConfigId: string) => user.id === student.id && examConfigId === EXAM_CONFIG,
  teaches: async (user: User, studentId: string, examConfigId: string) =>
    user.id === teacher.id && studentId === student.id && examConfigId === EXAM_CONFIG,
  mayPreview: async (user: User, examConfigId: string) => user.id === teacher.id && examConfigId === EXAM_CONFIG,
  maySeeSession: async (user: User, examSessionId: string) => [student.id, teacher.id].includes(user.id) && examSessionId === STUDENT_SESSION,
  mayRevealKey: async () => false,
};

async function endpoint(now = () => SIGNED_AT): Promise<SignLaunch> {
  const {createSigningEndpoint} = await load('signing-endpoint.mjs');
  let count = 0;
  return createSigningEndpoint({credentialsFor: async () => APP, permissions, now, nonce: () => `nonce-${++count}`});
}

// Campfire's side, written apart from the example: RFC 3986 encoding byte by byte, then the signature base string.
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => (UNRESERVED.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

function baseString(url: string, params: Params): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'oauth_signature')
    .map((key) => `${encode(key)}=${encode(String(params[key]))}`)
    .sort();
  return `POST&${encode(url)}&${encode(pairs.join('&'))}`;
}

/** Accepts a launch whose signature, key, age and nonce are right. The window is the stand-in's, not a product figure. */
function campfireVerifier(windowSeconds: number) {
  const seen = new Set<string>();
  return (url: string, params: Params, nowMs: number): 'accepted' | string => {
    if (params.oauth_consumer_key !== APP.appKey) return 'unknown key';
    const expected = crypto.createHmac('sha1', `${encode(APP.appSecret)}&`).update(baseString(url, params)).digest('base64');
    if (params.oauth_signature !== expected) return 'bad signature';
    if (Math.abs(nowMs / 1000 - Number(params.oauth_timestamp)) > windowSeconds) return 'expired';
    if (seen.has(String(params.oauth_nonce))) return 'replayed';
    seen.add(String(params.oauth_nonce));
    return 'accepted';
  };
}

/** The launch each page describes, as the browser sends it. */
const LAUNCHES: Record<LaunchKindId, {user: User; url: string; params: Params}> = {
  student: {
    user: student,
    url: `${LAUNCH_BASE_URL}assessment-player`,
    params: {id: EXAM_CONFIG, user_id: student.id, roles: 'Learner', lis_person_contact_email_primary: student.email, context_id: 'course-alg1-p2', resource_link_id: 'unit-3-quiz'},
  },
  'instructor-review': {
    user: teacher,
    url: `${LAUNCH_BASE_URL}assessment-player`,
    params: {id: EXAM_CONFIG, user_id: student.id, roles: 'Instructor', lis_person_contact_email_primary: teacher.email, context_id: 'course-alg1-p2', resource_link_id: 'unit-3-quiz'},
  },
  preview: {
    user: teacher,
    url: `${LAUNCH_BASE_URL}assessment-player`,
    params: {id: EXAM_CONFIG, preview: true, user_id: teacher.id, roles: 'Instructor', lis_person_contact_email_primary: teacher.email},
  },
  'response-review': {
    user: teacher,
    url: `${LAUNCH_BASE_URL}item-viewer`,
    params: {id: ITEM, user_id: teacher.id, roles: 'Instructor', lis_person_contact_email_primary: teacher.email, launchOptions: JSON.stringify({examSessionId: STUDENT_SESSION, showCorrectAnswer: true})},
  },
  authoring: {
    user: author,
    url: `${LAUNCH_BASE_URL}item-editor`,
    params: {user_id: author.id, roles: 'Instructor', lis_person_contact_email_primary: author.email, bank_id: 'bank-grade-7-math'},
  },
};

test('the signature is OAuth 1.0 HMAC-SHA1 over the RFC 3986 base string', async () => {
  const {oauthSignature} = await load('signing-endpoint.mjs');
  const url = `${LAUNCH_BASE_URL}item-viewer`;
  const params = {b: '2 3', a: 'x!', oauth_signature: 'ignored'};
  expect(baseString(url, params)).toBe('POST&https%3A%2F%2Fapp.example.com%2Flti%2Flaunch%2Fitem-viewer&a%3Dx%2521%26b%3D2%25203');
  const expected = crypto.createHmac('sha1', 'se%26cret&').update(baseString(url, params)).digest('base64');
  expect(oauthSignature(url, params, 'se&cret')).toBe(expected);
});

test('every launch the pages describe is signed and accepted, with user_id naming whom the data says', async () => {
  const signLaunch = await endpoint();
  const verify = campfireVerifier(60);
  expect(LAUNCH_KINDS.map((kind) => kind.id).sort()).toEqual(Object.keys(LAUNCHES).sort());
  for (const kind of LAUNCH_KINDS) {
    const launch = LAUNCHES[kind.id];
    expect(launch.params.roles, kind.id).toBe(kind.roles);
    expect(launch.params.preview === true, kind.id).toBe(kind.preview);
    const {status, body} = await signLaunch({user: launch.user, launchUrl: launch.url, params: launch.params});
    expect(status, `${kind.id}: ${body.error}`).toBe(200);
    expect(verify(launch.url, body, SIGNED_AT), kind.id).toBe('accepted');
    // The signing endpoint's rows of the pages' parameter table (<LaunchParameters setBy="Signing endpoint" />) are what it sets.
    expect(Object.keys(body).filter((name) => /^(lti|oauth)_/.test(name)).sort(), kind.id).toEqual([...SERVER_SET_PARAMETERS].sort());
    for (const name of SERVER_SET_PARAMETERS) expect(body[name], `${kind.id} ${name}`).toBeTruthy();
    expect(body.lti_message_type).toBe('basic-lti-launch-request');
    expect(body.lti_version).toBe('LTI-1p0');
    expect(body.lis_person_contact_email_primary, kind.id).toBe(launch.user.email);
    expect(body.user_id, kind.id).toBe(kind.id === 'instructor-review' ? student.id : launch.user.id);
  }
});

test('launches the pages say are refused get a 403, and no signature', async () => {
  const signLaunch = await endpoint();
  const refused = async (user: User | undefined, launchUrl: string, params: Params) => {
    const result = await signLaunch({user, launchUrl, params});
    expect(result.body.oauth_signature).toBeUndefined();
    return result.status;
  };
  const {student: studentLaunch, 'instructor-review': review, preview, 'response-review': response, authoring} = LAUNCHES;
  // A student opening another student's session, or previewing, or launching as Instructor.
  expect(await refused(student, studentLaunch.url, {...studentLaunch.params, user_id: otherStudent.id})).toBe(403);
  expect(await refused(student, studentLaunch.url, {...studentLaunch.params, preview: true})).toBe(403);
  expect(await refused(student, studentLaunch.url, {...studentLaunch.params, roles: 'Instructor'})).toBe(403);
  // A student not assigned the exam config.
  expect(await refused(otherStudent, studentLaunch.url, {...studentLaunch.params, user_id: otherStudent.id, lis_person_contact_email_primary: otherStudent.email})).toBe(403);
  // A teacher opening the session of a student they do not teach, or with someone else's email.
  expect(await refused(teacher, review.url, {...review.params, user_id: otherStudent.id})).toBe(403);
  expect(await refused(teacher, review.url, {...review.params, lis_person_contact_email_primary: student.email})).toBe(403);
  // A preview in someone else's name, and an editor for a user without authoring rights.
  expect(await refused(teacher, preview.url, {...preview.params, user_id: student.id})).toBe(403);
  expect(await refused(teacher, authoring.url, {...authoring.params, user_id: teacher.id, lis_person_contact_email_primary: teacher.email})).toBe(403);
  // The Item Viewer: a session the user may not see, a student shown the key, settings that are not JSON.
  const otherSession = JSON.stringify({examSessionId: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d'});
  expect(await refused(teacher, response.url, {...response.params, launchOptions: otherSession})).toBe(403);
  const asStudent = {...response.params, user_id: student.id, roles: 'Learner', lis_person_contact_email_primary: student.email};
  const ownSession = await signLaunch({user: student, launchUrl: response.url, params: {...asStudent, launchOptions: JSON.stringify({examSessionId: STUDENT_SESSION})}});
  expect(ownSession.status, 'a student viewing their own response').toBe(200);
  expect(await refused(student, response.url, {...asStudent, launchOptions: JSON.stringify({showSolution: true})})).toBe(403);
  expect(await refused(student, response.url, {...asStudent, launchOptions: '{mode: try}'})).toBe(403);
  // A launch URL not on the list, and nobody signed in.
  expect(await refused(author, 'https://evil.example.com/lti/launch/item-editor', authoring.params)).toBe(403);
  expect(await refused(author, `${LAUNCH_BASE_URL}admin`, authoring.params)).toBe(403);
  expect(await refused(author, `${LAUNCH_BASE_URL}constructor`, authoring.params)).toBe(403);
  expect(await refused(undefined, authoring.url, authoring.params)).toBe(401);
});

test('an old launch, a replayed one and an edited one fail verification', async () => {
  const verify = campfireVerifier(60);
  const {student: launch} = LAUNCHES;
  const signOnce = async (now: number) => (await (await endpoint(() => now))({user: launch.user, launchUrl: launch.url, params: launch.params})).body;

  // Expired: signed a day before it is posted.
  const dayOld = await signOnce(SIGNED_AT - 24 * 60 * 60 * 1000);
  expect(verify(launch.url, dayOld, SIGNED_AT)).toBe('expired');

  // Replayed: a signed launch is good for one launch.
  const fresh = await signOnce(SIGNED_AT);
  expect(verify(launch.url, fresh, SIGNED_AT)).toBe('accepted');
  expect(verify(launch.url, fresh, SIGNED_AT)).toBe('replayed');

  // Tampered: another student's id, a changed role or a moved timestamp after signing.
  const changes: Params[] = [{user_id: otherStudent.id}, {roles: 'Instructor'}, {oauth_timestamp: String(SIGNED_AT / 1000 + 30)}];
  for (const change of changes) {
    expect(verify(launch.url, {...(await signOnce(SIGNED_AT)), ...change}, SIGNED_AT), JSON.stringify(change)).toBe('bad signature');
  }
  // Signed for one experience, posted to another.
  expect(verify(`${LAUNCH_BASE_URL}item-viewer`, await signOnce(SIGNED_AT), SIGNED_AT)).toBe('bad signature');
});

test('each launch URL draws on one app license experience, and every experience of the OpenAPI file is a launch URL or a token component', () => {
  const spec = readOpenApiFile<{components: {schemas: {Experience: {enum: string[]}}}}>();
  const licensed = LAUNCH_EXPERIENCES.map((experience) => experience.license);
  expect(new Set(licensed).size, 'one launch URL per experience').toBe(licensed.length);
  expect([...licensed, ...TOKEN_EXPERIENCES].sort()).toEqual([...spec.components.schemas.Experience.enum].sort());
});

test('protocol fields from the browser are replaced, never signed as sent', async () => {
  const signLaunch = await endpoint();
  const {student: launch} = LAUNCHES;
  const forged = {...launch.params, oauth_consumer_key: 'someone-else', oauth_signature: 'forged', lti_message_type: 'ContentItemSelectionRequest'};
  const {status, body} = await signLaunch({user: launch.user, launchUrl: launch.url, params: forged});
  expect(status).toBe(200);
  expect(body.oauth_consumer_key).toBe(APP.appKey);
  expect(body.lti_message_type).toBe('basic-lti-launch-request');
  expect(campfireVerifier(60)(launch.url, body, SIGNED_AT)).toBe('accepted');
});

test("the endpoint's allow list is the one the pages render", async () => {
  const {EXPERIENCES, LAUNCH_BASE_URL: exampleBase} = await load('signing-endpoint.mjs');
  expect(exampleBase).toBe(LAUNCH_BASE_URL);
  expect(EXPERIENCES).toEqual(
    Object.fromEntries(LAUNCH_EXPERIENCES.map((experience) => [experience.slug, {roles: [...experience.roles], editing: experience.editing}])),
  );
});

test('the browser signing function posts the launch to the endpoint and rejects on a refusal', async () => {
  const {signingFunction, SIGNING_ENDPOINT} = await load('signing-function.mjs');
  const calls: {url: string; init: RequestInit}[] = [];
  const realFetch = globalThis.fetch;
  let answer: {ok: boolean; status: number; json: () => Promise<unknown>} = {ok: true, status: 200, json: async () => ({signed: true})};
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({url, init});
    return answer;
  }) as unknown as typeof fetch;
  try {
    const launchUrl = `${LAUNCH_BASE_URL}assessment-player`;
    await expect(signingFunction(launchUrl)({user_id: student.id})).resolves.toEqual({signed: true});
    expect(calls[0].url).toBe(SIGNING_ENDPOINT);
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({launchUrl, params: {user_id: student.id}});
    answer = {ok: false, status: 403, json: async () => ({})};
    await expect(signingFunction(launchUrl)({user_id: otherStudent.id})).rejects.toThrow('403');
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('the browser token helper asks your server for the v2 token, past its cache after authExpired, and rejects on a refusal', async () => {
  const {getToken, TOKEN_ENDPOINT} = await loadExample('sdk-token/get-token.mjs');
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  let answer: {ok: boolean; status: number; json: () => Promise<unknown>} = {ok: true, status: 200, json: async () => ({auth: 'token-1'})};
  globalThis.fetch = (async (url: string) => {
    calls.push(url);
    return answer;
  }) as unknown as typeof fetch;
  try {
    await expect(getToken()).resolves.toBe('token-1');
    await expect(getToken({renew: true})).resolves.toBe('token-1');
    expect(calls).toEqual([TOKEN_ENDPOINT, `${TOKEN_ENDPOINT}?renew=1`]);
    answer = {ok: false, status: 403, json: async () => ({})};
    await expect(getToken()).rejects.toThrow('403');
  } finally {
    globalThis.fetch = realFetch;
  }
});

const DEVELOPER_PAGES = (listMdxFiles('docs/developers') as string[]).map((file) => ({file, source: readFileSync(file, 'utf8')}));

test('pages show the signing and token code from the example files, not copies of it', () => {
  const copies = DEVELOPER_PAGES.filter(({source}) => /function signingFunction|function getToken|createHmac|oauthSignature\.generate|oauth_nonce:/.test(source));
  expect(copies.map(({file}) => file)).toEqual([]);
  const includes = DEVELOPER_PAGES.filter(({source}) => source.includes("@site/examples/launch-signing/signing-endpoint.mjs?raw"));
  expect(includes.map(({file}) => file).sort()).toEqual([
    'docs/developers/api-legacy/lti-authentication.mdx',
    'docs/developers/sdk/components/authentication-legacy.mdx',
  ]);
  // The site registers the ?raw rule, and it takes the example files (a .js file would be transpiled first).
  expect(config.plugins).toContain(codeIncludesPlugin);
  expect(RAW_INCLUDE_RULE.test.test('signing-endpoint.mjs')).toBe(true);
  expect(RAW_INCLUDE_RULE.test.test('signing-function.js')).toBe(false);
});

test('every example loads the SDK versions in src/data/sdk.ts, and the pinned sdk-lti has preview', () => {
  const pinned = new Map<string, string>(Object.values(SDK_PACKAGES).map((sdkPackage) => [sdkPackage.name, sdkPackage.version]));
  const wrong = DEVELOPER_PAGES.flatMap(({file, source}) =>
    [...source.matchAll(/(@campfirelearning\/sdk-[a-z-]+)@([\w.-]+)/g)].filter((match) => pinned.get(match[1]) !== match[2]).map((match) => `${file}: ${match[0]}`),
  );
  expect(wrong).toEqual([]);
  const rank = (version: string) => version.split('.').reduce((total, part) => total * 1000 + Number(part), 0);
  expect(rank(SDK_PACKAGES.lti.version)).toBeGreaterThanOrEqual(rank(PREVIEW_SINCE));
});
