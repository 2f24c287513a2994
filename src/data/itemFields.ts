/**
 * How one item's fields are named in Studio, the REST API and the legacy API. (An exam's title is `name` in both APIs.)
 * `null` means the API does not return the field.
 */
export type FieldMapping = {studio: string; rest: string | null; legacy: string | null; note?: string};

export const ITEM_FIELD_MAPPING = [
  {studio: 'Title', rest: 'title', legacy: null, note: 'The legacy API has no title: its `name` holds the start of the item’s text (the published legacy sample).'},
  {studio: '(item id)', rest: 'id', legacy: 'id'},
  {studio: '(short number)', rest: null, legacy: 'idInc'},
  {studio: 'Bank', rest: 'bankId', legacy: null},
  {studio: 'Maturity', rest: 'maturity', legacy: null},
  {studio: 'Vendor ID', rest: 'vendorId', legacy: null},
  {studio: 'Searchability', rest: 'searchable', legacy: null},
  {studio: 'Creator', rest: 'creator', legacy: null},
  {studio: 'Language, Subject, Grade Level, Course, Unit, Keywords', rest: 'language, subject, gradeLevels, course, unit, keywords', legacy: null},
  {studio: 'Depth of Knowledge', rest: 'depthOfKnowledge', legacy: null},
  {studio: "Bloom's Taxonomy", rest: 'bloomsTaxonomy', legacy: null},
  {studio: 'Scoring Method', rest: 'scoringMethod', legacy: null},
  {studio: 'Standards alignment', rest: null, legacy: 'alignments[] (with include[]=objectives)'},
  {studio: 'Questions', rest: 'questionTypes; the content through Get assessment item', legacy: 'content.questions[] (with include[]=content)'},
  {studio: '(workspace)', rest: 'workspaceId', legacy: 'workspaceId'},
  {studio: '(timestamps)', rest: 'createdAt, updatedAt', legacy: 'createdAt, updatedAt'},
] as const satisfies readonly FieldMapping[];
