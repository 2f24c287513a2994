import type {ReactNode} from 'react';
import {LTI_ROLES} from '@site/src/data/lti';
import {FactTable} from './FactTable';

/** The views the two `roles` values open. */
export function LtiRoles(): ReactNode {
  return <FactTable head={['roles value', 'What the launch opens']} rows={LTI_ROLES.map((role) => [<code key="role">{role.role}</code>, role.experience])} />;
}
