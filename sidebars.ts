import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {API_ROUTE_BASE_PATH} from './src/sidebars/apiOperations';
import {apiMethodClassName, developersSidebar} from './src/sidebars/developers';
import {QUESTION_TYPE_GROUPS, QUESTION_TYPES_DIR, questionTypeDocId} from './src/data/questionTypes';

/**
 * The three sidebars of the main docs. Items are listed by doc id (the path of
 * the file under docs/ without its extension). Pages with `draft: true` are
 * listed too: they show in `npm start` and Docusaurus drops them, and their
 * sidebar entries, from the production build.
 * /developers/terminology is deliberately in no sidebar, so it renders without one.
 */
const sidebars: SidebarsConfig = {
  studio: [
    'studio/index',
    'studio/release-notes',
    {
      type: 'category',
      label: 'Administration',
      items: [
        {
          type: 'category',
          label: 'Banks',
          items: ['studio/administration/banks/what-is-a-bank', 'studio/administration/banks/create-a-bank'],
        },
        'studio/administration/settings',
        'studio/administration/users',
        'studio/administration/roles',
        'studio/administration/apps',
      ],
    },
    {
      type: 'category',
      label: 'General',
      items: [
        'studio/general/rich-content-editor',
        'studio/general/supersearch',
        'studio/general/account',
        'studio/general/switching-workspaces',
      ],
    },
    {
      type: 'category',
      label: 'Items',
      items: [
        'studio/items/questions-vs-items',
        'studio/items/browse-items',
        'studio/items/item-editor',
        'studio/items/item-metadata',
        'studio/items/custom-scoring',
        'studio/items/translate-an-item',
        {
          type: 'category',
          label: 'Question types',
          link: {type: 'doc', id: `${QUESTION_TYPES_DIR}/index`},
          items: QUESTION_TYPE_GROUPS.map((group) => ({
            type: 'category' as const,
            label: group.label,
            items: group.types.map((questionType) => questionTypeDocId(questionType.slug)),
          })),
        },
      ],
    },
    {
      type: 'category',
      label: 'Exams',
      items: ['studio/exams/what-is-an-exam', 'studio/exams/browse-exams', 'studio/exams/create-an-exam'],
    },
    {
      type: 'category',
      label: 'Collections',
      items: ['studio/collections/what-is-a-collection', 'studio/collections/create-a-collection'],
    },
    'studio/content-filters',
    'studio/curriculum',
    {
      type: 'category',
      label: 'Media and passages',
      items: [
        'studio/media/browse-media',
        'studio/media/upload-a-file',
        'studio/media/create-a-passage',
        'studio/media/add-an-item-to-a-passage',
      ],
    },
    {
      type: 'category',
      label: 'Operations',
      items: [
        'studio/operations/what-are-operations',
        'studio/operations/run-an-operation',
        'studio/operations/how-do-i-import-metadata',
      ],
    },
    {
      type: 'category',
      label: 'Tasks',
      items: ['studio/tasks/what-is-a-task', 'studio/tasks/create-a-task'],
    },
  ],

  campfire: [
    'campfire/index',
    'campfire/register',
    'campfire/release-notes',
    {
      type: 'category',
      label: 'Dashboard',
      items: ['campfire/dashboard/dashboard-overview'],
    },
    {
      type: 'category',
      label: 'Classrooms',
      items: ['campfire/classrooms/create-classrooms', 'campfire/classrooms/roster'],
    },
    {
      type: 'category',
      label: 'Library',
      items: ['campfire/library/my-library', 'campfire/library/shared-library'],
    },
    {
      type: 'category',
      label: 'Assessments and assignments',
      items: [
        'campfire/assessments-and-assignments/assessments-vs-assignments',
        'campfire/assessments-and-assignments/create-and-assign-an-assessment',
        'campfire/assessments-and-assignments/deliver-an-assignment',
        'campfire/assessments-and-assignments/manual-scoring',
        'campfire/assessments-and-assignments/view-results',
        'campfire/assessments-and-assignments/view-mastery',
      ],
    },
    {
      type: 'category',
      label: 'Administration',
      items: ['campfire/admin/admin-access', 'campfire/admin/roles-and-permissions'],
    },
    {
      type: 'category',
      label: 'Integrations',
      items: [
        'campfire/integrations/allow-google-workspace-for-education',
        'campfire/integrations/domain-allowlist',
      ],
    },
  ],

  developers: developersSidebar({
    guide: (docId) => docId,
    apiOperation: (operation) => ({
      type: 'link',
      label: operation.label,
      href: `/${API_ROUTE_BASE_PATH}/${operation.slug}`,
      className: apiMethodClassName(operation),
    }),
  }),
};

export default sidebars;
