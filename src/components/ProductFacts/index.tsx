/**
 * Small components that render product facts from src/data into guide pages, so a renamed role, status or
 * label is one edit. They are plain markup rendered on the server: no state, no effects, no client code.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  CAMPFIRE_PERMISSIONS,
  CAMPFIRE_ROLES,
  STUDIO_PERMISSIONS,
  STUDIO_ROLES,
  type CampfireRoleName,
  type StudioPermissionId,
} from '@site/src/data/roles';
import {STATUSES, type StatusKind} from '@site/src/data/statuses';
import {MASTERY_BANDS} from '@site/src/data/mastery';
import {MEDIA_TYPES} from '@site/src/data/media';
import {CLICK_PATHS, type ClickPathName} from '@site/src/data/clickPaths';
import {OBJECTIVE_AUTHORITIES} from '@site/src/data/lti';
import {
  CAMPFIRE_SCORING_LABELS,
  MANUALLY_SCORED_QUESTION_TYPES,
  SCORING_CONFIGURATION,
  SCORING_METHOD_FIELD,
  SCORING_METHODS,
  SCORING_RULE_FIELD,
  SCORING_RULES,
} from '@site/src/data/scoring';
import {ITEM_FIELD_MAPPING} from '@site/src/data/itemFields';
import {LEGACY_ROUTE_MIGRATION} from '@site/src/data/apiMigration';
import {ACTIVITY_TYPES} from '@site/src/data/exams';
import {CONTENT_CHANGES} from '@site/src/data/contentChanges';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '@site/src/data/questionTypes';
import {FactTable} from './FactTable';

/** "A, B or C": names in running text, joined the way the guides write lists. */
function joinNames(names: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

const code = (text: string) => <code>{text}</code>;
const yesNo = (held: boolean) => (held ? 'Yes' : 'No');

/** What one Campfire role adds to the role before it. */
export function RoleAdds({role}: {role: CampfireRoleName}): ReactNode {
  const entry = CAMPFIRE_ROLES.find((candidate) => candidate.name === role)!;
  return (
    <ul>
      {entry.adds.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The permission matrix of Campfire or Studio. */
export function PermissionMatrix({product}: {product: 'campfire' | 'studio'}): ReactNode {
  const roles: readonly string[] = (product === 'campfire' ? CAMPFIRE_ROLES : STUDIO_ROLES).map((role) => role.name);
  const permissions: readonly {permission: string; roles: readonly string[]}[] =
    product === 'campfire' ? CAMPFIRE_PERMISSIONS : STUDIO_PERMISSIONS;
  return (
    <FactTable
      head={['Permission', ...roles]}
      rows={permissions.map((row) => [row.permission, ...roles.map((role) => yesNo(row.roles.includes(role)))])}
    />
  );
}

/** The Studio roles that hold one permission, in running text: "Reviewer or Administrator". */
export function StudioRolesThatMay({permission, conjunction}: {permission: StudioPermissionId; conjunction?: 'or' | 'and'}): ReactNode {
  return joinNames(STUDIO_PERMISSIONS.find((row) => row.id === permission)!.roles, conjunction);
}

/** Every role of Campfire or Studio in running text, in the data's order: "Standard User, Content Manager or Administrator". */
export function RoleNames({product, conjunction}: {product: 'campfire' | 'studio'; conjunction?: 'or' | 'and'}): ReactNode {
  return joinNames((product === 'campfire' ? CAMPFIRE_ROLES : STUDIO_ROLES).map((role) => role.name), conjunction);
}

/** Campfire's roles: who each is for and what it adds to the role before it. */
export function CampfireRoles(): ReactNode {
  return (
    <FactTable
      head={['Campfire role', 'Typically given to', 'Adds to the role before it']}
      rows={CAMPFIRE_ROLES.map((role) => [role.name, role.typicalUser, joinNames(role.adds, 'and')])}
    />
  );
}

/** Studio's roles with a one-line summary each. */
export function StudioRoles(): ReactNode {
  return (
    <ul>
      {STUDIO_ROLES.map((role) => (
        <li key={role.name}>
          <strong>{role.name}</strong>: {role.summary}
        </li>
      ))}
    </ul>
  );
}

/** Each Campfire role, the REST API's `role` value that names it, and whom it is typically given to. */
export function RoleMapping(): ReactNode {
  return (
    <FactTable
      head={['Campfire role', 'REST API role', 'Typically given to']}
      rows={CAMPFIRE_ROLES.map((role) => [role.name, code(role.apiRole), role.typicalUser])}
    />
  );
}

/** What a change to published content reaches: Studio and new assignments, and assignments already made. */
export function ContentChangeReach(): ReactNode {
  return (
    <FactTable
      head={['Change', 'Reaches', 'Assignments already made']}
      rows={CONTENT_CHANGES.map((entry) => [entry.change, entry.reaches, entry.existingAssignments])}
    />
  );
}

/** A status table: each status of one kind of record with its meaning. */
export function StatusTable({kind}: {kind: StatusKind}): ReactNode {
  return <FactTable head={['Status', 'Meaning']} rows={STATUSES[kind].map((status) => [status.name, status.meaning])} />;
}

/** The statuses of one kind of record in running text, for example "Queued, Running, Completed or Failed". */
export function StatusNames({kind, conjunction}: {kind: StatusKind; conjunction?: 'or' | 'and'}): ReactNode {
  const names: string[] = STATUSES[kind].map((status) => status.name);
  if (kind !== 'examSession') return joinNames(names, conjunction);
  // API values are code: join them the same way, with each name in <code>.
  return joinNames(names, conjunction)
    .split(/([A-Z][A-Z_]+)/)
    .map((part, index) => (names.includes(part) ? <code key={index}>{part}</code> : part));
}

/** The labels of the mastery bands. */
export function MasteryBands(): ReactNode {
  return <FactTable head={['Label', 'Meaning']} rows={MASTERY_BANDS.map((band) => [band.label, band.meaning])} />;
}

/** The media types a bank accepts. */
export function MediaTypes(): ReactNode {
  return (
    <FactTable
      head={['Type', 'Formats', 'Text alternative']}
      rows={MEDIA_TYPES.map((media) => [media.type, media.formats.join(', '), media.accessibility])}
    />
  );
}

/** A click path as one line: "Home Dashboard → classroom name → Roster in the classroom sidebar". */
export function ClickPath({name}: {name: ClickPathName}): ReactNode {
  const steps = CLICK_PATHS[name];
  return (
    <>
      {steps.map((step, index) => (
        <span key={step}>
          {index > 0 && ' → '}
          <strong>{step}</strong>
        </span>
      ))}
    </>
  );
}

export {LtiRoles} from './LtiRoles';

/** Objective authorities accepted by objectiveAuthorityIds. */
export function ObjectiveAuthorities(): ReactNode {
  return <FactTable head={['Value', 'Authority']} rows={OBJECTIVE_AUTHORITIES.map((authority) => [code(authority.id), authority.name])} />;
}

/** The tabs of a question's Scoring Configuration. */
export function ScoringTabs(): ReactNode {
  return <FactTable head={[`${SCORING_CONFIGURATION.heading} tab`, 'What you set']} rows={SCORING_CONFIGURATION.tabs.map((tab) => [tab.name, tab.purpose])} />;
}

/** The Scoring Rules of the Custom Scoring tab. */
export function ScoringRules(): ReactNode {
  return <FactTable head={[SCORING_RULE_FIELD, 'Meaning']} rows={SCORING_RULES.map((rule) => [rule.name, rule.meaning])} />;
}

/** The item's Scoring Method values, with the REST API value. */
export function ScoringMethods(): ReactNode {
  return (
    <FactTable
      head={[SCORING_METHOD_FIELD, 'REST API value', 'Meaning']}
      rows={SCORING_METHODS.map((method) => [method.name, code(method.apiValue), method.meaning])}
    />
  );
}

const questionTypeTitle = new Map(QUESTION_TYPE_GROUPS.flatMap((group) => group.types.map((type) => [type.slug, type.title])));

/** Each question type a teacher scores by hand, linked to its page, with the label Campfire shows and when it applies. */
export function ManuallyScoredTypes(): ReactNode {
  const typeLink = (slug: string) => <Link to={`/${questionTypeDocId(slug)}`}>{questionTypeTitle.get(slug)}</Link>;
  return (
    <FactTable
      head={['Studio question type', 'Label in Campfire', 'Scored by hand when']}
      rows={MANUALLY_SCORED_QUESTION_TYPES.flatMap((slug) => {
        const labels = CAMPFIRE_SCORING_LABELS.filter((entry) => entry.studioType === slug);
        // A type with no label of its own on Campfire's page is shown by its Studio name.
        if (labels.length === 0) return [[typeLink(slug), questionTypeTitle.get(slug), 'Always.']];
        return labels.map((entry) => [typeLink(slug), entry.label, entry.when]);
      }).concat(
        CAMPFIRE_SCORING_LABELS.filter((entry) => !(MANUALLY_SCORED_QUESTION_TYPES as readonly string[]).includes(entry.studioType)).map(
          (entry) => [typeLink(entry.studioType), entry.label, entry.when],
        ),
      )}
    />
  );
}

/** Item fields in Studio, the REST API and the legacy API. */
export function ItemFieldMapping(): ReactNode {
  const apiField = (field: string | null) => (field === null ? 'Not returned' : code(field));
  return (
    <FactTable
      head={['Studio', 'REST API (Item)', 'Legacy API (Get Items)']}
      rows={ITEM_FIELD_MAPPING.map((row) => [
        'note' in row ? (
          <>
            {row.studio}
            <br />
            <small>{row.note}</small>
          </>
        ) : (
          row.studio
        ),
        apiField(row.rest),
        apiField(row.legacy),
      ])}
    />
  );
}

/** The API reference page of an operation: its slug is the kebab-cased operationId. */
const operationPage = (operationId: string) => `/developers/api/${operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Each legacy route with the REST operation that replaces it. */
export function LegacyRouteMigration(): ReactNode {
  return (
    <FactTable
      head={['Legacy route', 'REST operation', 'Notes']}
      rows={LEGACY_ROUTE_MIGRATION.map((route) => [
        <Link key="legacy" to={`/developers/${route.legacyPage}`}>
          <code>{route.legacy}</code>
        </Link>,
        route.operationId === null ? 'None' : (
          <Link key="rest" to={operationPage(route.operationId)}>
            <code>{route.rest}</code>
          </Link>
        ),
        'note' in route ? route.note : '',
      ])}
    />
  );
}

/** An exam's activity types in running text: Studio's labels, or with `api` the values components take. */
export function ActivityTypeNames({api = false}: {api?: boolean}): ReactNode {
  if (!api) return joinNames(ACTIVITY_TYPES.map((type) => type.name));
  return ACTIVITY_TYPES.map((type, index) => (
    <span key={type.apiValue}>
      {index === 0 ? '' : index === ACTIVITY_TYPES.length - 1 ? ' or ' : ', '}
      <code>{type.apiValue}</code>
    </span>
  ));
}
