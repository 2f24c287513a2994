/**
 * The Developers navigation, shared by two docs plugin instances: the main
 * docs (guides) and `api` (the generated API reference, kept apart so guide
 * pages never load the API explorer's JavaScript). Each instance renders its
 * own pages as doc items and the other instance's pages as links, so a reader
 * sees the same sidebar on both sides.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readApiTagGroups, type ApiOperation} from './apiOperations';

/** One entry of a sidebar: a doc id, a doc, a link or a category. */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

export type DevelopersSidebarRenderers = {
  guide: (docId: string) => SidebarItemConfig;
  apiOperation: (operation: ApiOperation) => SidebarItemConfig;
};

const category = (label: string, items: SidebarItemConfig[]): SidebarItemConfig => ({
  type: 'category',
  label,
  items,
});

export function apiMethodClassName(operation: ApiOperation): string {
  return `api-method ${operation.method}`;
}

export function developersSidebar({guide, apiOperation}: DevelopersSidebarRenderers): SidebarItemConfig[] {
  const guides = (ids: string[]) => ids.map(guide);
  return [
    guide('developers/index'),
    guide('developers/ai-tools'),
    category(
      'API reference',
      readApiTagGroups().map(({tag, operations}) => category(tag, operations.map(apiOperation))),
    ),
    category('Legacy API', [
      ...guides(['developers/api-legacy/getting-started', 'developers/api-legacy/lti-authentication', 'developers/api-legacy/workspace']),
      category(
        'Assessment',
        guides([
          'developers/api-legacy/assessment/exams',
          'developers/api-legacy/assessment/exam-config',
          'developers/api-legacy/assessment/exam-sessions',
        ]),
      ),
      category('Content', guides(['developers/api-legacy/content/items'])),
      category(
        'Components',
        guides(
          ['assessment-player', 'exam-builder', 'exam-editor', 'exam-picker', 'guided-exam-builder', 'item-editor'].map(
            (name) => `developers/api-legacy/components/${name}`,
          ),
        ),
      ),
    ]),
    category(
      'SDK components (LTI)',
      guides(
        ['getting-started', 'authentication-legacy', 'exam-player', 'exam-picker', 'exam-builder-v2', 'item-viewer'].map(
          (name) => `developers/sdk/components/${name}`,
        ),
      ),
    ),
    category(
      'SDK components v2',
      guides(
        ['authentication', 'exam-results-by-session-report', 'live-proctor'].map(
          (name) => `developers/sdk/components-v2/${name}`,
        ),
      ),
    ),
  ];
}
