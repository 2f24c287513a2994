import {expect, test} from '@playwright/test';
import {resultHref, resultName} from '../../src/features/search/client/results';
import {areaOf, isForDevelopers} from '../../src/siteAreas';
import {searchPageHref} from '../../src/features/search/client/searchPage';
import {SEARCH_ALIASES} from '../../src/features/search/searchAliases';
import {createSearch, rankingOfAllWords, sectionCoverage, type Pagefind} from '../../src/features/search/engine';
import {asksAsDeveloper, baseForms, hasTopic, identifierWords, isMarked, markedForms, MAX_QUERY_WORDS, oneEditAway, operationsIn, withinEdits, queryWords, resourcesIn, splitWords, stillTyping, wordsNamingPath} from '../../src/features/search/words';
import {COMPOUNDS_FILE, FILTERS_FILE, INDEX_ONLY_END, KINDS_FILE, THESAURUS_FILE, TITLES_FILE} from '../../src/features/search/lexicon';
import {codeSampleLanguages, indexOnlyWords, withIndexOnlyWords} from '../../src/features/search/indexOnlyWords';
import {headOf, metaDescriptionIn} from '../../src/builtSite';
import {READERS_WORDS, THESAURUS, MEANINGS_BY_MEMBER} from '../../src/features/search/thesaurus';
import {pagesReached} from '../../src/features/search/buildLexicon';
import {PUBLISHED} from '../routeList';
import queries from '../search-queries.json';

test('a result opens its section of the page, asking it to mark the searched words', () => {
  expect(resultHref({url: '/studio/items/item-metadata'}, ' item metadata ')).toBe('/studio/items/item-metadata?highlight=item+metadata');
  expect(resultHref({url: '/campfire/classrooms/roster#what-is-a-roster'}, 'roster')).toBe('/campfire/classrooms/roster?highlight=roster#what-is-a-roster');
  expect(searchPageHref(' essay question ')).toBe('/search?q=essay+question');
  expect(resultName({title: 'Manage the Roster', heading: 'Manage the Roster'})).toEqual({title: 'Manage the Roster'});
  expect(resultName({title: 'Manage the Roster', heading: 'Upload CSV'})).toEqual({title: 'Manage the Roster', heading: 'Upload CSV'});
});

test('a question keeps only its topic words; filler words go, unless nothing else is left', () => {
  expect(queryWords('How do I add students to my class?')).toEqual(['add', 'students', 'class']);
  expect(queryWords("clear a student's answers")).toEqual(['clear', 'student', 'answers']);
  expect(queryWords('how to')).toEqual(['how', 'to']);
  // A letter alone (a word still being typed) is not searched while other words are.
  expect(queryWords('how do I add s')).toEqual(['add']);
  // The box waits longer before searching a query with no topic yet.
  expect([hasTopic('how do I'), hasTopic('how do I a'), hasTopic('how do I add'), hasTopic('GET /exams')]).toEqual([false, false, true, true]);
  expect(queryWords('user_id')).toEqual(['user_id']);
  // Words that frame a request name no topic either.
  expect(queryWords('let a student take the test again')).toEqual(['student', 'take', 'test', 'again']);
  expect(queryWords('is it possible for someone to copy an exam')).toEqual(['copy', 'exam']);
  // In any person or tense: "the department wants", "we needed".
  expect(queryWords('our department wants a bank')).toEqual(['department', 'bank']);
  expect(queryWords('we needed a report, she wanted scores')).toEqual(['report', 'scores']);
  // Prepositions relate the topic words, as "to" and "from" do: "difference between A and B" asks for "A vs B" (and
  // for the definitions of the terminology page: below).
  expect(queryWords('difference between a question and an item')).toEqual(['difference', 'question', 'item', 'definitions']);
  expect(queryWords("change an exam's title via api")).toEqual(['change', 'exam', 'title', 'api']);
  // A complaint's negation is filler, with or without its apostrophe.
  expect(queryWords("students can't find the exam")).toEqual(['students', 'find', 'exam']);
  // A phone's curly apostrophe reads as the straight one; the reader's "I've" and "we're" are filler, as "I" and "we" are.
  expect(queryWords('students can’t find the exam')).toEqual(['students', 'find', 'exam']);
  expect(queryWords('another teacher’s quiz')).toEqual(queryWords("another teacher's quiz"));
  expect(queryWords("build a test from questions I’ve written")).toEqual(queryWords("build a test from questions I've written"));
  expect(queryWords('get a user id')).toEqual(['user', 'id']);
  // "Who can …" asks who is allowed: the query also names permissions, which its words leave out.
  expect(queryWords('who can see student results')).toEqual(['see', 'student', 'results', 'permission']);
  expect(queryWords('who has access to grades')).toEqual(['access', 'grades', 'permission']);
  expect(queryWords('who wrote this item')).toEqual(['wrote', 'item']);
  // The place may come between the reader's "who" and the "can"; a place alone is no question of who may.
  expect(queryWords('who in my school can create classes')).toEqual(['school', 'create', 'classes', 'permission']);
  expect(queryWords('who at our district has admin rights')).toContain('permission');
  expect(queryWords('who in the class wrote this essay')).not.toContain('permission');
  // So does "what can a … do" or "allowed to"; "what can I do" asks what the app is for.
  expect(queryWords("what can a school admin do that a teacher can't")).toEqual(['school', 'admin', 'teacher', 'permission']);
  expect(queryWords('is a co-teacher allowed to delete a class')).toContain('permission');
  expect(queryWords('what can i do with campfire')).not.toContain('permission');
  // "How my students did" asks for results; "how did I …" asks how to do something.
  expect(queryWords('how do i see how my students did on the test')).toEqual(['see', 'students', 'test', 'results']);
  expect(queryWords('how is my class doing')).toEqual(['class', 'results']);
  expect(queryWords('how did i create a class')).toEqual(['create', 'class']);
  // Others' work is reached by sharing; the reader's own is filed under "My …"; "what's new" is in the release notes.
  expect(queryWords("reuse another teacher's quiz")).toEqual(['reuse', 'another', 'teacher', 'quiz', 'shared']);
  expect(queryWords('move a student to another class')).toEqual(['move', 'student', 'another', 'class']);
  expect(queryWords("use a colleague's test")).toEqual(['use', 'colleague', 'test', 'shared']);
  // Terms set against each other and asked what they mean are the glossary's; either alone is not.
  expect(queryWords('exam vs exam config vs session, what does each mean')).toContain('definitions');
  expect(queryWords('quiz vs homework')).not.toContain('definitions');
  expect(queryWords('what do the tiles on the home screen mean')).not.toContain('definitions');
  // A span of time the reader places something in names no topic; "term" alone is the glossary's word.
  expect(queryWords('what has changed in campfire this term')).toEqual(['changed', 'campfire', 'release']);
  expect(queryWords('results from last week')).toEqual(['results', 'last']);
  expect(queryWords('term used for a test')).toContain('term');
  // The colleague may be named apart from the making ("at my school", "already"), but not as the receiver of the reader's work.
  expect(queryWords('a quiz another teacher at my school already made')).toContain('shared');
  expect(queryWords('give another teacher the tests i made')).not.toContain('shared');
  // Others who receive ("to a colleague", "to another author") are not others whose work is shared.
  expect(queryWords('send questions to a colleague for review')).toEqual(['send', 'questions', 'colleague', 'review']);
  expect(queryWords('assign review work to another author')).toEqual(['assign', 'review', 'work', 'another', 'author']);
  // "I made", "I've already written" describe work the reader has, not what they ask to do.
  expect(queryWords('where are the tests i made')).toEqual(['tests', 'my']);
  expect(queryWords("how do i build a test out of questions i've already written")).toEqual(['build', 'test', 'questions']);
  expect(queryWords("build a test from questions I've written")).toEqual(['build', 'test', 'questions']);
  expect(queryWords('questions we have written')).toEqual(['questions']);
  expect(queryWords('written feedback on an essay')).toContain('written');
  expect(queryWords('where are my saved tests')).toEqual(['saved', 'tests', 'my']);
  expect(queryWords('my students')).toEqual(['students']);
  // "Multiple" counting things names no question type; before the words of an answer it does.
  expect(queryWords('reading passage with multiple questions')).toEqual(['reading', 'passage', 'questions']);
  expect(queryWords('assign a test to multiple classes')).toEqual(['assign', 'test', 'classes']);
  expect(queryWords('students choose multiple answers')).toContain('multiple');
  expect(queryWords('multiple choice')).toEqual(['multiple', 'choice']);
  // "Style" between two topic words likens them; as the topic itself it stays.
  expect(queryWords('spreadsheet style answer')).toEqual(['spreadsheet', 'answer']);
  expect(queryWords('style the exam player')).toContain('style');
  expect(queryWords('custom style for the player')).toContain('style');
  // A developer's "old" is the legacy API; a teacher's is not.
  expect(queryWords('old hmac request signing for embedded components')).toContain('legacy');
  expect(queryWords('v1 api items')).toEqual(['legacy', 'api', 'items']);
  expect(queryWords('reuse old questions')).toEqual(['reuse', 'old', 'questions']);
  expect(queryWords('previous attempt api')).not.toContain('legacy');
  // "All my tests", asked for to look at, is a list of them, which the pages that list them call browsing; not when
  // something is done to them.
  expect(queryWords('list of all my tests')).toContain('browse');
  expect(queryWords('where can i see all my quizzes')).toContain('browse');
  expect(queryWords('move all my questions to another bank')).not.toContain('browse');
  expect(queryWords('all my students')).not.toContain('browse');
  // A comparison's "vs" and a distributive "each" are filler.
  expect(queryWords('permissions for teachers vs school admins')).toEqual(['permissions', 'teachers', 'school', 'admins']);
  expect(queryWords('what each role can do')).toEqual(['role']);
  // "The difference between" asks what tells two terms apart, which the terminology page defines; "vs" alone does not
  // add it ("quiz vs homework" is a teacher's question, answered by Assessments vs Assignments).
  expect(queryWords('difference between exam and exam session')).toEqual(['difference', 'exam', 'session', 'definitions']);
  expect(queryWords('quiz vs homework')).not.toContain('definitions');
  expect(queryWords('how do i create a test')).toEqual(['create', 'test']);
  expect(queryWords('whats new in studio')).toEqual(['new', 'studio', 'release']);
  expect(queryWords('what has changed in campfire')).toEqual(['changed', 'campfire', 'release']);
  expect(queryWords('track changes to an item')).toEqual(['track', 'changes', 'item']);
  // "In one go", "at once", "one by one": a change to many things at once, which the operations pages call bulk.
  expect(queryWords('change the grade level on hundreds of items in one go')).toEqual(['change', 'grade', 'level', 'hundreds', 'items', 'bulk']);
  expect(queryWords('retag 200 questions at once, not one by one')).toEqual(['retag', '200', 'questions', 'not', 'bulk']);
  expect(queryWords('update many items at the same time')).toEqual(['update', 'many', 'items', 'same', 'time', 'bulk']);
  expect(queryWords('can a student go back to a question once they answer')).not.toContain('bulk');
  expect(queryWords('make a new exam')).toEqual(['make', 'new', 'exam']);
  expect(queryWords('it doesnt load')).toEqual(['load']);
  // "show" frames a request before a person, and names viewing otherwise.
  expect(queryWords('show me how to add students')).toEqual(['add', 'students']);
  expect(queryWords('show us the roster')).toEqual(['roster']);
  expect(queryWords('show a single question in my page')).toEqual(['show', 'single', 'question', 'page']);
  expect([hasTopic('show me'), hasTopic('show results')]).toEqual([false, true]);
  // "list of" is a list, not the API's verb, which stays when it names the operation.
  expect(queryWords('list of all interaction types')).toEqual(['interaction', 'types']);
  expect(queryWords('list exam sessions')).toEqual(['list', 'exam', 'sessions']);
  // A fraction or a date is no path: it is one word, as Pagefind indexes it, not code.
  expect(queryWords('place 3/4 on a number line')).toEqual(['place', '3/4', 'number', 'line']);
  // What a reader says about the problem, and to whom, is filler: the problem is in its other words.
  expect(queryWords('my students say the test isnt showing up')).toEqual(['students', 'test', 'showing']);
  expect(queryWords('a kid got added to the wrong class, need to move him')).toEqual(['kid', 'added', 'wrong', 'class', 'move']);
  expect(queryWords('let the student keep going after they already submitted')).toEqual(['student', 'submitted']);
  // So is the reader's calendar: no page is about Friday morning.
  expect(queryWords('open the test friday morning')).toEqual(['open', 'test']);
});

test('the search box waits for more only while a query has no topic yet or ends in part of a word', () => {
  const waits = ['how do I', 'add st', 'exam q', 'grade an essay', 'how to sign in', 'exam id', 'GET /exams'].map(stillTyping);
  expect(waits).toEqual([true, true, true, false, false, true, false]);
});

test('words of code are never filler: an HTTP method before a path or in capitals, and identifiers', () => {
  expect(queryWords('GET /exams')).toEqual(['get', 'exams']);
  expect(queryWords('get /exams')).toEqual(['get', 'exams']);
  expect(queryWords('DELETE /workspace/:id/key/:appKey')).toEqual(['delete', 'workspace', 'id', 'key', 'appkey']);
  expect(queryWords('get-exam-session-results')).toEqual(['get', 'exam', 'session', 'results']);
  // In a question, "get" is still filler.
  expect(queryWords('how do I get an api key')).toEqual(['api', 'key']);
  expect(queryWords('get a key')).toEqual(['key']);
});

test('a camelCase identifier is also read as its words; paths are read with their parameters in any style', () => {
  expect([...identifierWords('getExamSessionResults and user_id')]).toEqual([['getexamsessionresults', 'get exam session results']]);
  expect([...identifierWords('exam results')]).toEqual([]);
  expect(operationsIn('GET /exam/{id}/exam-config')).toEqual([{method: 'GET', path: '/exam/{}/exam-config'}]);
  // A method in capitals and words name an operation by its resource; a method in lower case is a word.
  expect(resourcesIn('POST exam session api')).toEqual([{method: 'POST', words: ['exam', 'session', 'api']}]);
  expect(resourcesIn('post a new exam')).toEqual([]);
  expect(resourcesIn('GET /exams')).toEqual([]);
  expect(wordsNamingPath(['exam', 'session'], '/exam-config/{}/exam-session')).toBe(2);
  expect(wordsNamingPath(['exam', 'session'], '/exam-session/{}/reset')).toBe(0);
  expect(wordsNamingPath(['exam', 'session', 'results'], '/exam-session/{}/results')).toBe(3);
  expect(wordsNamingPath(['exams'], '/exam/{}')).toBe(0);
  expect(operationsIn('list exams get api GET /exam/:id/exam-config')).toEqual([{method: 'GET', path: '/exam/{}/exam-config'}]);
  expect(operationsIn('the /exams/ route.')).toEqual([{path: '/exams'}]);
  expect(operationsIn('exams')).toEqual([]);
});

test('a path typed puts the operation it names first; a camelCase operationId finds its operation by its words', async () => {
  const pagefind = fakePagefind([
    {id: 'get-exam', title: 'Get exam', body: 'get exam exams exams exams exams'},
    {id: 'list-exams', title: 'List exams', body: 'list exams'},
    {id: 'get-exam-results', title: 'Get exam results', body: 'get exam results'},
  ]);
  const titles = {'get-exam': 'get exam api GET /exam/:id', 'list-exams': 'list exams api GET /exams', 'get-exam-results': 'get exam results api GET /exam/:id/results'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  // By its words alone, the page that says "exams" most ranks first.
  expect((await search('exams')).results[0]!.url).toBe('/get-exam');
  expect((await search('GET /exams')).results[0]!.url).toBe('/list-exams');
  expect((await search('/exams')).results[0]!.url).toBe('/list-exams');
  expect((await search('/exam/{id}')).results[0]!.url).toBe('/get-exam');
  // The method must agree when it is typed.
  expect((await search('DELETE /exams')).results[0]!.url).toBe('/get-exam');
  expect((await search('getExamResults')).results[0]!.url).toBe('/get-exam-results');
});

test('an HTTP method typed in capitals is in the title of an operation with that method only, not of a page that says the word', async () => {
  const pagefind = fakePagefind([
    {id: 'first-post', title: 'First post on the new site', body: 'post post post items'},
    {id: 'create-item', title: 'Create item', body: 'create item items post'},
  ]);
  const titles = {'first-post': 'first post on the new site', 'create-item': 'create item | post api POST /item'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await search('POST items')).results.map((result) => result.url)).toEqual(['/create-item', '/first-post']);
  // In lower case it is a word like any other.
  expect((await search('post items')).results[0]!.url).toBe('/first-post');
});

test('the lexicon\'s word and synonym chunks are fetched only for a word few pages use, never for filler', async () => {
  const pagefind = fakePagefind(Array.from({length: 12}, (_, index) => ({id: `p${index}`, title: `Page ${index}`, body: 'roster'})));
  const fetched: string[] = [];
  const search = createSearch(pagefind, async (name) => {
    fetched.push(name);
    return null;
  });
  await search('how do I roster');
  await search('how do');
  expect(fetched.filter((name) => /^(words|synonyms)-/.test(name))).toEqual([]);
  await search('rostr');
  expect(fetched).toContain('words-5.json');
  expect(fetched).toContain('synonyms-ro.json');
});

test('bad input gives a short list of words or none, never an error', () => {
  expect(queryWords('exam '.repeat(2000)).length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
  expect(queryWords('x'.repeat(10_000))[0]!.length).toBeLessThanOrEqual(200);
  expect(queryWords('?!…;:() -- ...')).toEqual([]);
  expect(queryWords('🔥🙂')).toEqual([]);
  expect(queryWords('<script>alert(1)</script>')).toEqual(['script', 'alert', '1']);
});

test('word forms and one-letter typos are related to the site word', () => {
  expect(baseForms('classes')).toContain('class');
  expect(baseForms('scored')).toContain('score');
  expect(baseForms('copies')).toContain('copy');
  expect(baseForms('quizzes')).toContain('quiz');
  expect(baseForms('quizzed')).toContain('quiz');
  // British spellings are read as the site's American ones; "four" is not "for".
  expect(baseForms('organisations')).toContain('organization');
  expect(baseForms('randomised')).toContain('randomize');
  expect(baseForms('colour')).toContain('color');
  expect(baseForms('centre')).toContain('center');
  expect(baseForms('catalogue')).toContain('catalog');
  expect(baseForms('four')).toEqual(['four']);
  expect(baseForms('embedded')).toContain('embed');
  expect(baseForms('mapping')).toContain('map');
  expect(baseForms('called')).not.toContain('cal');
  // A doer named with "-or", as with "-er": the verb it comes from.
  expect(baseForms('editor')).toContain('edit');
  expect(baseForms('viewer')).toContain('view');
  expect(baseForms('creator')).toContain('create');
  expect(baseForms('administrator')).toContain('administrate');
  expect(baseForms('color')).toEqual(['color']);
  expect(oneEditAway('clasroom')).toContain('classroom');
  expect(oneEditAway('mutliple')).toContain('multiple');
  expect(oneEditAway('choise')).toContain('choice');
  expect(oneEditAway('exam')).not.toContain('exam');
});

test('highlighting marks whole words and their forms, never part of another word', () => {
  const marked = markedForms(queryWords('grade an essay'));
  expect(isMarked('essays,', marked)).toBe(true);
  expect(isMarked('Grade', marked)).toBe(true);
  expect(isMarked('another', marked)).toBe(false);
  expect(isMarked('Any', marked)).toBe(false);
  expect(isMarked('an', marked)).toBe(false);
  expect(isMarked('upgrade', marked)).toBe(false);
});

test('a decimal or a fraction typed is one word, searched and marked whole, never as its digits', () => {
  // Pagefind indexes "0.5" as one word; its digits alone are single letters, which are dropped.
  expect(queryWords('student typed 0.5 instead of 1/2, marked wrong')).toEqual(['student', 'typed', '0.5', '1/2', 'marked', 'wrong']);
  const marked = markedForms(queryWords('typed 0.5 instead of 1/2'));
  expect(isMarked('"0.5', marked)).toBe(true);
  expect(isMarked('1/2.', marked)).toBe(true);
  expect(isMarked('5', marked)).toBe(false);
  expect(isMarked('12', marked)).toBe(false);
  expect(isMarked('2', marked)).toBe(false);
});

test('the engine searches nothing for a query without words, and shows text as text', async () => {
  const searched: string[] = [];
  const pagefind: Pagefind = {
    async search(term) {
      searched.push(term);
      return {
        filters: {},
        results: [
          {
            id: 'a',
            score: 1,
            data: async () => ({
              url: '/a/',
              content: 'Script tags <b>are</b> shown as text here.',
              meta: {title: 'A', route: '/a'},
              weighted_locations: [{balanced_score: 1, location: 0}],
            }),
          },
        ],
      };
    },
  };
  const search = createSearch(pagefind, async () => null);
  for (const query of ['', '   ', '?!…', '🙂🙂']) {
    expect((await search(query)).results, query).toEqual([]);
  }
  expect(searched).toEqual([]);
  const [result] = (await search('<script>')).results;
  expect(result!.url).toBe('/a');
  expect(result!.excerptParts).toEqual([
    {text: 'Script', marked: true},
    {text: ' tags <b>are</b> shown as text here.', marked: false},
  ]);
});

/** A stand-in for Pagefind: each page is found by the words of its title and body, scored by how often they occur. */
function fakePagefind(pages: {id: string; title: string; body: string}[]): Pagefind {
  return {
    async search(term) {
      const words = splitWords(term);
      const results = pages
        .map((page) => ({page, count: splitWords(`${page.title} ${page.body}`).filter((word) => words.includes(word)).length}))
        .filter(({count}) => count > 0)
        .map(({page, count}) => ({
          id: page.id,
          score: count,
          data: async () => ({url: `/${page.id}/`, content: page.body, meta: {title: page.title, route: `/${page.id}`}}),
        }));
      return {filters: {}, results};
    },
  };
}

/** The terms recordingPagefind was asked to search, in order. */
const searchedTerms = (events: string[]) => events.filter((event) => event.startsWith('search ')).map((event) => event.slice('search '.length));

/** fakePagefind that also writes each term it is asked to search ("search <term>") or to preload ("preload <term>") into `events`. */
function recordingPagefind(pages: Parameters<typeof fakePagefind>[0], events: string[]): Pagefind {
  const found = fakePagefind(pages);
  return {
    async search(term) {
      events.push(`search ${term}`);
      return found.search(term);
    },
    async preload(term) {
      events.push(`preload ${term}`);
    },
  };
}

test('a page whose title holds the query words ranks above one that only mentions them more often', async () => {
  const pagefind = fakePagefind([
    {id: 'mentions', title: 'Overview', body: 'roster roster roster roster roster upload'},
    {id: 'titled', title: 'Upload a roster', body: 'roster upload'},
  ]);
  const titles = {mentions: 'overview', titled: 'upload a roster'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await search('upload roster')).results.map((result) => result.url)).toEqual(['/titled', '/mentions']);
  // Without the titles, Pagefind's own counts decide.
  const untitled = createSearch(pagefind, async () => null);
  expect((await untitled('upload roster')).results.map((result) => result.url)).toEqual(['/mentions', '/titled']);
});

test('"Getting Started" in a title is named by "started", not by the verb "start"', async () => {
  const pagefind = fakePagefind([
    {id: 'intro', title: 'Getting Started', body: 'start start student'},
    {id: 'launch', title: 'Launch for a student', body: 'start student'},
  ]);
  const titles = {intro: 'getting started', launch: 'launch for a student'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await search('start for a student')).results.map((result) => result.url)).toEqual(['/launch', '/intro']);
  expect((await search('getting started')).results[0]!.url).toBe('/intro');
});

test('a page whose title the query names whole ranks above one whose title holds more', async () => {
  const pagefind = fakePagefind([
    {id: 'exam-session', title: 'Create exam session', body: 'create exam exam session'},
    {id: 'exam', title: 'Create an exam', body: 'create exam'},
    {id: 'editor', title: 'Exam Editor', body: 'exam editor'},
    {id: 'license', title: 'Update app license', body: 'app app license update edit'},
  ]);
  // An API operation's words after " | " are what developers type for it, not its title's own.
  const titles = {'exam-session': 'create exam session', exam: 'create an exam | post api POST /exam', editor: 'exam editor', license: 'update app license'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await search('create exam')).results.map((result) => result.url).slice(0, 2)).toEqual(['/exam', '/exam-session']);
  // "editor" is a form of "edit": the query names the title "Exam Editor", though "app" is a rarer word.
  expect((await search('edit an exam in my app')).results[0]!.url).toBe('/editor');
  // A title that holds fewer than half of the query's words is not named by it, though the query holds all of its words.
  const fewer = createSearch(
    fakePagefind([
      {id: 'exams', title: 'Exams', body: 'exams exam exam exam student'},
      {id: 'retake', title: 'Retake exam session', body: 'retake exam session student again take'},
    ]),
    async (name) => (name === TITLES_FILE ? {exams: 'exams', retake: 'retake exam session | post id api POST /exam-session/:id/retake'} : null),
  );
  expect((await fewer('let a student take the exam again')).results[0]!.url).toBe('/retake');
});

test('a long query names a title by half of four of its words: a title holds no more', async () => {
  const search = createSearch(
    fakePagefind([
      {id: 'results', title: 'View results', body: 'view results'},
      {id: 'mentions', title: 'Overview', body: 'view results unit quiz class ends'},
    ]),
    async (name) => (name === TITLES_FILE ? {results: 'view results', mentions: 'overview'} : null),
  );
  // Two of six words: counted out of six, the title would weigh a third and name nothing, and the page that mentions
  // every word would come first.
  expect((await search('view results when the unit quiz ends for my class')).results.map((result) => result.url)).toEqual(['/results', '/mentions']);
});

test("an API operation's title is named by words of its own number: many sessions name the list, one the get", async () => {
  const pagefind = fakePagefind([
    {id: 'get-session', title: 'Get exam session', body: 'exam session sessions'},
    {id: 'list-sessions', title: 'List exam sessions', body: 'exam sessions'},
    {id: 'sessions-guide', title: 'Exam sessions', body: 'exam sessions session'},
  ]);
  const titles = {
    'get-session': 'get exam session | id api GET /exam-session/:id',
    'list-sessions': 'list exam sessions | id api GET /exam/:id/exam-sessions',
    'sessions-guide': 'exam sessions',
  };
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  // A plural typed names the list operation, "list" and all, and not the operation on one session.
  expect((await search('sessions of an exam')).results[0]!.url).toBe('/list-sessions');
  // The singular names the operation on one; a guide's title is named in either number.
  expect((await search('exam session')).results.map((result) => result.url).slice(0, 2)).toEqual(['/get-session', '/sessions-guide']);
});

test('a blog post counts half: posts write about the documentation in its words', async () => {
  const pagefind = fakePagefind([
    {id: 'post', title: 'How we write a question-type page', body: 'question question page'},
    {id: 'guide', title: 'Question types', body: 'question types'},
  ]);
  const titles = {post: 'how we write a question type page', guide: 'question types'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : name === KINDS_FILE ? {post: 'post'} : null));
  expect((await search('question')).results.map((result) => result.url)).toEqual(['/guide', '/post']);
  // Not known as a post, it would rank first.
  const unknown = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await unknown('question')).results[0]!.url).toBe('/post');
});

test("a page for developers counts less unless the query asks as a developer does, and any other page when it does", async () => {
  // The page for developers uses the words a little more often.
  const pagefind = fakePagefind([
    {id: 'delete-session', title: 'Sessions', body: 'delete delete delete delete student student student student student'},
    {id: 'roster', title: 'Roster', body: 'delete delete delete delete student student student student'},
  ]);
  const titles = {'delete-session': 'sessions', roster: 'roster'};
  const kinds = {'delete-session': 'developer'};
  const search = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : name === KINDS_FILE ? kinds : null));
  expect((await search('delete student')).results.map((result) => result.url)).toEqual(['/roster', '/delete-session']);
  // A developer's word, or code, asks for the API.
  expect((await search('delete student api')).results[0]!.url).toBe('/delete-session');
  expect((await search('DELETE student')).results[0]!.url).toBe('/delete-session');
  // Not known as a page for developers, it would rank first.
  const unknown = createSearch(pagefind, async (name) => (name === TITLES_FILE ? titles : null));
  expect((await unknown('delete student')).results[0]!.url).toBe('/delete-session');
  // A developer's query puts a guide that uses its words a little more often below the page for developers.
  const guideAhead = createSearch(
    fakePagefind([
      {id: 'delete-session', title: 'Sessions', body: 'delete delete delete delete student student student student'},
      {id: 'roster', title: 'Roster', body: 'delete delete delete delete student student student student student'},
    ]),
    async (name) => (name === TITLES_FILE ? titles : name === KINDS_FILE ? kinds : null),
  );
  expect((await guideAhead('delete student via the api')).results.map((result) => result.url)).toEqual(['/delete-session', '/roster']);
});

test('a query asks as a developer when it has code or a word only developers use', () => {
  expect(['GET /exams', 'examConfigId', 'what does a 409 mean', 'start an attempt via the api', 'launch the exam player', 'hmac signature']
    .filter((query) => !asksAsDeveloper(query))).toEqual([]);
  // Words developers share with teachers and authors are not enough.
  expect(['remove a student', 'delete an item', 'student response', 'answer key', 'access code', 'student id', 'get results', 'share with the rest of the department', 'media request', 'embed a video in a question']
    .filter((query) => asksAsDeveloper(query))).toEqual([]);
});

test('a hyphenated word of prose is no code: a teacher\'s "co-teacher" does not ask as a developer', () => {
  expect(['what can a co-teacher do', 'drag-and-drop question', 'delete an in-progress attempt', 'multi-select question'].filter((query) => asksAsDeveloper(query))).toEqual([]);
  // Slugs, snake_case, camelCase and a header as printed stay code.
  expect(['create-exam-session', 'allow-rest-api-access', 'exam-config', 'user_id', 'examConfigId', 'Retry-After'].filter((query) => !asksAsDeveloper(query))).toEqual([]);
  // Prose keeps its filler out of the search.
  expect(queryWords('drag-and-drop question')).toEqual(['drag', 'drop', 'question']);
});

test("the reader's own product (\"in my app\", \"our platform\") says the query is a developer's, and is no word to search", () => {
  expect(['embed the player in my app', 'show results inside our platform', 'let students take an exam in my lms'].filter((query) => !asksAsDeveloper(query))).toEqual([]);
  expect(queryWords('embed the player in my app')).toEqual(['embed', 'player']);
  expect(queryWords('show results inside our platform')).toEqual(['show', 'results']);
  // Only the reader's own: Campfire's app, a school's site and an app's license stay words of the query.
  expect(['install the campfire app', 'each site in our district'].filter((query) => asksAsDeveloper(query))).toEqual([]);
  expect(queryWords('install the campfire app')).toContain('app');
  expect(queryWords('license for an app')).toContain('app');
});

test('of the first results, a page with a section that holds every word of the query ranks above one that has them apart', async () => {
  const repeat = (text: string, times: number) => Array.from({length: times}, () => text).join(' ');
  // "apart" prints the query's words a little more often, but the spreadsheet only under another heading.
  const apart = `${repeat('import', 6)} ${repeat('students', 5)} Formats ${repeat('spreadsheet', 5)}`;
  const together = repeat('import students spreadsheet', 5);
  const pages = [
    {id: 'apart', content: apart, anchors: [{element: 'h2', id: 'formats', text: 'Formats', location: 11}]},
    {id: 'together', content: together, anchors: []},
  ];
  const pagefind: Pagefind = {
    async search(term) {
      const results = pages
        .map((page) => ({page, count: splitWords(page.content).filter((word) => word === term).length}))
        .filter(({count}) => count > 0)
        .map(({page, count}) => ({id: page.id, score: count, data: async () => ({url: `/${page.id}/`, content: page.content, anchors: page.anchors, meta: {title: page.id, route: `/${page.id}`}})}));
      return {filters: {}, results};
    },
  };
  const search = createSearch(pagefind, async () => null);
  expect((await search('import students spreadsheet')).results.map((result) => result.url)).toEqual(['/together', '/apart']);
  // Pagefind's scores alone put "apart" first: each of its words' counts is as high or higher.
  expect((await search('import students')).results.map((result) => result.url)).toEqual(['/apart', '/together']);
});

test("a section's share of the query's words counts each word in any printed form, and nothing outside the page's text", () => {
  const coverageOf = sectionCoverage(['create', 'fly', 'exam'].map((word) => markedForms([word])));
  const page = (content: string, anchors: {element: string; id: string; text: string; location: number}[] = []) => ({url: '/page/', content, anchors, meta: {}});
  // "Created" and "flies" are forms of "create" and "fly"; "exam_config" is one word, not "exam".
  expect(coverageOf(page('Created flies. See exam_config'))).toBe(2 / 3);
  // Each section on its own: here no section holds more than one of the words.
  expect(coverageOf(page('create flies exam', [{element: 'h2', id: 'b', text: 'flies', location: 1}, {element: 'h2', id: 'c', text: 'exam', location: 2}]))).toBe(1 / 3);
  // Words indexed only for search, before the page's own text, are not the page's.
  expect(coverageOf(page(`create fly ${INDEX_ONLY_END} exam`))).toBe(1 / 3);
});

test("a page is indexed under its description's words, unless the page prints its description", () => {
  const descriptionOf = (html: string) => metaDescriptionIn(headOf(html));
  const description = 'Give students partial credit &amp; a rubric.';
  const html = `<head><meta data-rh=true name=description content="${description}"/></head><div data-pagefind-body="">Scoring</div>`;
  expect(descriptionOf(html)).toBe('Give students partial credit & a rubric.');
  expect(descriptionOf(`<meta name='description' content='Set points'>`)).toBe('Set points');
  expect(descriptionOf('<meta name=description content=Points>')).toBe('Points');
  expect(descriptionOf('<meta name=keywords content=Points>')).toBe('');
  const words = indexOnlyWords('Custom Scoring', 'Set the points of a question.', '/studio/items/custom-scoring', descriptionOf(html));
  expect(words.description).toEqual(['give', 'students', 'partial', 'credit', 'a', 'rubric']);
  expect(withIndexOnlyWords(html, words)).toContain('<div data-pagefind-weight="1">give students partial credit a rubric</div>');
  // An API operation prints its description as its opening paragraph: indexed once, as printed.
  const printed = indexOnlyWords('Create item', 'Create item. Creates an item in a bank. Request', '/developers/api/create-item', 'Creates an item in a bank.');
  expect(printed.description).toEqual([]);
  // Printed means printed whole: words of it here and there are not the description.
  expect(indexOnlyWords('Items', 'Creates a bank. An item in it.', undefined, 'Creates an item in a bank.').description).toHaveLength(6);
});

test("an API page is indexed under its code samples' languages, read from their tabs as built or as rendered", () => {
  const tabs = (quote: string) =>
    `<section aria-label="Code samples"><div role=${quote}tablist${quote} aria-label="Code samples" class=tabs><button type=button role=tab>cURL</button>` +
    `<button type=button role=tab>Python requests</button><button type=button role=tab>Node.js native</button></div><pre>curl -L x</pre></section>`;
  expect(codeSampleLanguages(tabs(''))).toEqual(['cURL', 'Python', 'Node.js']);
  expect(codeSampleLanguages(tabs('"'))).toEqual(['cURL', 'Python', 'Node.js']);
  expect(codeSampleLanguages('<div role=tablist aria-label="Question tabs"><button>Python</button></div>')).toEqual([]);
  const words = indexOnlyWords('Create item', 'Create item.', '/developers/api/create-item', '', ['cURL', 'Node.js']);
  expect(words.samples).toEqual(['curl', 'node', 'js']);
  expect(withIndexOnlyWords('<div data-pagefind-body="">Create item.</div>', words)).toContain('<div data-pagefind-weight="0.5">curl node js</div>');
});

test('a page is indexed under the thesaurus words of its words and its aliases, outside the page and never in excerpts', async () => {
  const words = indexOnlyWords('Duplicate an exam', 'Duplicate an exam. Duplicate it, or duplicate one question.', '/studio/items/question-types/extended-text');
  // By the title: the words that mean a title word, and the page's aliases.
  expect(words.title).toEqual(expect.arrayContaining(['copy', 'clone', 'test', 'essay']));
  // By the body: repeated by how often the page means them (at most 3 times); none for a word the page uses but nothing means.
  expect(words.body.filter((word) => word === 'copy')).toEqual(['copy', 'copy', 'copy']);
  expect([...words.title, ...words.body]).not.toContain('duplicate');
  // A phrase of the thesaurus is used where its words follow each other, filler aside: "open" and "ended" apart mean no essay.
  expect(indexOnlyWords('Sessions', 'An open session has ended.', undefined).body).not.toContain('essay');
  expect(indexOnlyWords('Prompts', 'An open-ended prompt. Answer true or false.', undefined).body).toEqual(expect.arrayContaining(['essay', 'multiple', 'choice']));
  const html = '<nav>Menu</nav><div data-pagefind-body="" data-route=/x>Duplicate an exam.</div>';
  const indexed = withIndexOnlyWords(html, words);
  expect(indexed.startsWith('<nav>Menu</nav><div data-pagefind-body="" data-route=/x><div data-pagefind-weight=')).toBe(true);
  expect(indexed.endsWith(`<div>${INDEX_ONLY_END}</div>Duplicate an exam.</div>`)).toBe(true);

  // Pagefind's record of the page opens with those words; the engine shows only the page's own.
  const searched: string[] = [];
  const content = `copy clone. copy copy copy ${INDEX_ONLY_END}. Duplicate an exam to reuse it.`;
  const pagefind: Pagefind = {
    async search(term) {
      searched.push(term);
      const data = async () => ({url: '/x/', content, meta: {title: 'Duplicate an exam', route: '/x'}, weighted_locations: [0, 2, 8].map((location) => ({balanced_score: 1, location}))});
      return {filters: {}, results: [{id: 'x', score: 1, data}]};
    },
  };
  const search = createSearch(pagefind, async (name) => (name === THESAURUS_FILE ? {copy: ['duplicate']} : null));
  const [result] = (await search('copy')).results;
  expect(result!.excerpt).toBe('Duplicate an exam to reuse it.');
  // The thesaurus word still marks the page's word, but is not a search of its own: the index has it.
  expect(result!.excerptParts[0]).toEqual({text: 'Duplicate', marked: true});
  // One search: a one-word query is also its own whole query.
  expect(searched).toEqual(['copy']);
});

test('a phrasal verb is one word in queries and in the index: "log in" finds the pages that say "sign in", and opens and marks it there', async () => {
  expect(queryWords('how do I log in')).toEqual(['login']);
  expect(queryWords('students signed in with Google')).toEqual(['students', 'login', 'google']);
  expect(queryWords('sign up for a teacher account')).toEqual(['signup', 'teacher', 'account']);
  expect(queryWords('set up single sign-on')).toEqual(['setup', 'single', 'login']);
  // To page through a list is to paginate it, as the legacy guide says ("Paginate with nextToken").
  expect(queryWords('how do I page through results')).toEqual(['paginate', 'results']);
  // The verb alone keeps its own meaning: a server signs a launch; a page is a page.
  expect(queryWords('sign a launch')).toEqual(['sign', 'launch']);
  expect(queryWords('page through')).toEqual(['paginate']);
  expect(queryWords('results page')).toEqual(['results', 'page']);
  // A page is indexed under the phrasal verbs it prints (each time, up to three), and their meanings; never under a verb alone.
  const signIn = indexOnlyWords('Sign In for the First Time', 'Click Sign in. Students sign in with a code.', undefined);
  expect(signIn.title).toContain('login');
  expect(signIn.body.filter((word) => word === 'login')).toEqual(['login', 'login']);
  expect(signIn.body).toContain('sso');
  expect([...indexOnlyWords('Signing', 'Sign the launch in your server.', undefined).body]).not.toContain('login');

  const content = 'Register. Create an account with your email. Sign In Open Campfire and click Sign In. Enter your password.';
  const words = content.split(' ');
  const anchors = [{element: 'h2', id: 'sign-in', text: 'Sign In', location: words.indexOf('Sign')}];
  // Pagefind finds the page by its index-only "login", whose places are outside the text shown.
  const data = async () => ({url: '/register/', content, meta: {title: 'Register', route: '/register'}, anchors, weighted_locations: []});
  const pagefind: Pagefind = {
    async search(term) {
      return {filters: {}, results: term === 'login' ? [{id: 'register', score: 1, words: [], data}] : []};
    },
  };
  const [result] = (await createSearch(pagefind, async () => null)('how do I log in')).results;
  expect(result!.anchor).toBe('sign-in');
  expect(result!.excerptParts.filter(({marked}) => marked).map(({text}) => text)).toEqual(['Sign', 'In', 'Sign', 'In.']);
});

test('as the reader types on, only what changed is searched again, and a rare word is widened in one round', async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind([{id: 'roster', title: 'Roster', body: 'upload roster'}], events);
  const search = createSearch(pagefind, async (name) => {
    events.push(`fetch ${name}`);
    return name === 'words-5.json' ? {roster: 1} : null;
  });
  await search('upload rostr');
  // The titles are fetched while Pagefind searches, not after.
  expect(events.indexOf(`fetch ${TITLES_FILE}`)).toBeLessThan(events.findIndex((event) => event.startsWith('search ')));
  // A rare word's spelling neighbours and its synonyms are fetched together, before its correction is searched.
  expect(events.indexOf('fetch synonyms-ro.json')).toBeLessThan(events.indexOf('search roster'));
  events.length = 0;
  await search('upload rostr');
  expect(events.filter((event) => event.startsWith('search'))).toEqual([]);
  // "upload" and "roster" (the correction of "rostr") were searched already; the pages with all three words are worked
  // out from the words' rankings, without a search of the whole query.
  await search('upload roster list');
  expect(events.filter((event) => event.startsWith('search'))).toEqual(['search list']);
});

test('a word the site does not have is corrected, though Pagefind finds it on many pages as a shorter word it starts with', async () => {
  // Pagefind searches a word it does not know as the longest indexed word it starts with: "asign" as "as".
  const pages = [
    {id: 'assign', title: 'Give a quiz', body: 'assign as quiz'},
    ...Array.from({length: 12}, (_, index) => ({id: `p${index}`, title: `Page ${index}`, body: 'as it is, as said'})),
  ];
  const found = fakePagefind(pages);
  // It scores such a match low (the word found is much shorter than the one searched).
  const pagefind: Pagefind = {
    async search(term, options) {
      if (!/\basign\b/.test(term)) return found.search(term, options);
      const response = await found.search(term.replace(/\basign\b/g, 'as'), options);
      return {...response, results: response.results.map((result) => ({...result, score: result.score / 4}))};
    },
  };
  const lexicon = (starts: boolean) => async (name: string) =>
    name === 'starts-as.json' ? (starts ? {words: 'as assign'} : null) : name === 'words-6.json' ? {assign: 1} : name === 'words-2.json' ? {as: 13} : null;
  expect((await createSearch(pagefind, lexicon(true))('asign')).results[0]!.url).toBe('/assign');
  // Without the site's words by their start, Pagefind's count decides: a word on 13 pages is the site's.
  expect((await createSearch(pagefind, lexicon(false))('asign')).results[0]!.url).not.toBe('/assign');
});

test('a long word no site word is one edit from is read as a site word two edits away that starts as it does', async () => {
  expect(withinEdits('lisence', 'license', 2)).toBe(true);
  expect(withinEdits('lisence', 'license', 1)).toBe(false);
  expect(withinEdits('enviromnet', 'environment', 2)).toBe(true);
  expect(withinEdits('exam', 'example', 2)).toBe(false);
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'license', title: 'Update app license', body: 'extend the license of an app'},
      {id: 'operation', title: 'Run an operation', body: 'an operation changes many items'},
    ],
    events,
  );
  const counts: Record<string, Record<string, number>> = {'words-7.json': {license: 4}, 'words-9.json': {operation: 6}};
  const search = createSearch(pagefind, async (name) => counts[name] ?? null);
  expect((await search('extend app lisence')).results[0]!.url).toBe('/license');
  expect(events).toContain('search license');
  // A real word that differs in its first letters is another word, not a misspelling: "moderation" is not "operation".
  events.length = 0;
  await search('moderation');
  expect(events.filter((event) => event.startsWith('search '))).toEqual(['search moderation']);
  // A shorter word has too many neighbours two edits away: only one edit is corrected.
  events.length = 0;
  await search('lisens');
  expect(events).not.toContain('search license');
});

test('a word the site does not have that runs two of its words together is searched as the two', async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'number-line', title: 'Number line', body: 'place a point on the number line'},
      {id: 'lines', title: 'Lines', body: 'a line of text'},
    ],
    events,
  );
  const counts: Record<string, Record<string, number>> = {'words-6.json': {number: 5}, 'words-4.json': {line: 9}, 'words-5.json': {point: 2}};
  const search = createSearch(pagefind, async (name) => counts[name] ?? null);
  expect((await search('place a point on a numberline')).results[0]!.url).toBe('/number-line');
  expect(events).toContain('search number line');
  // Only a pair of the site's words, each of three letters or more: a word that is no such pair is not split.
  events.length = 0;
  await search('numberlime');
  expect(events.filter((event) => event.startsWith('search '))).toEqual(['search numberlime']);
});

test("a compound the site prints, typed as two words, is searched as the site's word", async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'item-data', title: 'Item data', body: 'the data of an item'},
      {id: 'item-metadata', title: 'Item metadata', body: 'tag an item with metadata, the data about it'},
    ],
    events,
  );
  const lexicon: Record<string, Record<string, unknown>> = {[COMPOUNDS_FILE]: {'meta data': 'metadata'}};
  const search = createSearch(pagefind, async (name) => lexicon[name] ?? null);
  expect((await search('item meta data')).results[0]!.url).toBe('/item-metadata');
  expect(events).toContain('search metadata');
  // Only the two words side by side: "meta" and "data" apart are two words.
  events.length = 0;
  await search('data of an item meta');
  expect(events).not.toContain('search metadata');
});

test('a rare form of a word is also searched as the form more pages use, and the whole query as corrected', async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'viewer', title: 'Item viewer', body: 'embed the item viewer'},
      {id: 'builder', title: 'Exam builder', body: 'embedded exam builder'},
    ],
    events,
  );
  const searched = () => searchedTerms(events);
  const counts: Record<string, Record<string, number>> = {'words-5.json': {embed: 9}, 'words-8.json': {embedded: 3}, 'words-4.json': {item: 40}};
  const search = createSearch(pagefind, async (name) => counts[name] ?? null);
  const {results} = await search('embedded item');
  expect(searched().sort()).toEqual(['embed', 'embedded', 'item']);
  // The page that uses the commoner form and the other word ranks first.
  expect(results[0]!.url).toBe('/viewer');
  // A form that fewer pages use than the word as typed is not searched.
  events.length = 0;
  const fewer = createSearch(pagefind, async (name) => (name === 'words-5.json' ? {embed: 2} : name === 'words-8.json' ? {embedded: 3} : null));
  await fewer('embedded');
  expect(searched()).not.toContain('embed');
});

test("a rare word's other readings have their index chunks loaded at once, before any of them is searched", async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind([{id: 'roster', title: 'Roster', body: 'upload roster class list register'}], events);
  // "rosters": its commoner form "roster", and its synonyms.
  const lexicon: Record<string, Record<string, unknown>> = {'words-6.json': {roster: 5}, 'words-7.json': {rosters: 1}, 'synonyms-ro.json': {rosters: ['class list', 'register']}};
  const search = createSearch(pagefind, async (name) => lexicon[name] ?? null);
  await search('upload rosters');
  const preloads = events.filter((event) => event.startsWith('preload'));
  expect(preloads.sort()).toEqual(['preload class list', 'preload register', 'preload roster']);
  // One step of Pagefind's queue: all three preloads are asked for before the first of their searches.
  const firstSearch = Math.min(...['roster', 'class list', 'register'].map((term) => events.indexOf(`search ${term}`)));
  expect(Math.max(...preloads.map((event) => events.indexOf(event)))).toBeLessThan(firstSearch);
  // Terms already answered are not loaded again.
  events.length = 0;
  await search('upload rosters');
  expect(events).toEqual([]);
});

test('a word the dictionary gives synonyms for is the reader\'s word, not a misspelling of the site\'s word one letter away', async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'bulk', title: 'Bulk changes', body: 'change many items in bulk'},
      {id: 'logs', title: 'Logs', body: 'read the logs'},
    ],
    events,
  );
  const searched = () => searchedTerms(events);
  const words = {'words-4.json': {logs: 6}, 'words-6.json': {change: 12}};
  const search = (synonyms: Record<string, string[]>) =>
    createSearch(pagefind, async (name) => (name === 'synonyms-lo.json' ? synonyms : (words as Record<string, Record<string, number>>)[name] ?? null));
  // "lots" is English, with the site's "many" among its synonyms: it is searched as typed and as "many", never as "logs".
  const {results} = await search({lots: ['many']})('change lots');
  expect(searched()).toContain('many');
  expect(searched()).not.toContain('logs');
  expect(results[0]!.url).toBe('/bulk');
  // A word the dictionary does not know ("logz") is corrected as before.
  events.length = 0;
  expect((await search({})('read logz')).results[0]!.url).toBe('/logs');
  expect(searched()).toContain('logs');
});

test("each word is searched as it is typed, and a rare word's other readings fetched, so the search after the typing pause only searches them", async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'essay', title: 'Essay', body: 'grade the essay'},
      {id: 'response', title: 'Extended response', body: 'grade a written response'},
      ...Array.from({length: 10}, (_, index) => ({id: `p${index}`, title: `Page ${index}`, body: 'grade'})),
    ],
    events,
  );
  const lexicon: Record<string, Record<string, unknown>> = {'words-5.json': {essay: 1, grade: 12}, 'synonyms-es.json': {essay: ['written response']}};
  const search = createSearch(pagefind, async (name) => {
    events.push(`fetch ${name}`);
    return lexicon[name] ?? null;
  });
  // A word of two letters is left to the search after the pause: it would read the index chunks of every word it starts.
  await search.prefetch('grade es');
  expect(events.filter((event) => !event.startsWith('fetch'))).toEqual(['search grade']);
  events.length = 0;
  // Nor is a framing word searched while the query has no topic yet.
  await search.prefetch('how do I');
  expect(events.filter((event) => !event.startsWith('fetch'))).toEqual([]);
  events.length = 0;
  // "essay" is found on few pages, so its synonym's index chunk is fetched too; "grade", on many, is not widened.
  await search.prefetch('grade essay');
  expect(events.filter((event) => !event.startsWith('fetch'))).toEqual(['search essay', 'preload written response']);
  expect(events).not.toContain('fetch synonyms-gr.json');
  events.length = 0;
  const {results} = await search('grade essay');
  expect(events.filter((event) => !event.startsWith('fetch'))).toEqual(['search written response']);
  expect(results.map(({url}) => url).slice(0, 2).sort()).toEqual(['/essay', '/response']);
});

test('a search after the typing pause shares a word\'s search that the key press started, still under way', async () => {
  const searched: string[] = [];
  const waiting: (() => void)[] = [];
  const answer = () => waiting.splice(0).forEach((resolve) => resolve());
  const pagefind: Pagefind = {
    async search(term) {
      searched.push(term);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return {filters: {}, results: []};
    },
  };
  const search = createSearch(pagefind, async () => null);
  const typed = search.prefetch('roster');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const paused = search('roster');
  await new Promise((resolve) => setTimeout(resolve, 0));
  answer();
  await typed;
  answer(); // a second search of the word, had one been queued
  await paused;
  expect(searched).toEqual(['roster']);
});

test('a search the reader typed past stops: its queued Pagefind searches are skipped and no fragment is fetched', async () => {
  const searched: string[] = [];
  const fetched: string[] = [];
  const typing = new AbortController();
  const pagefind: Pagefind = {
    async search(term) {
      searched.push(term);
      typing.abort(); // the reader types on while Pagefind answers the first search
      const data = async () => {
        fetched.push(term);
        return {url: '/a/', content: 'roster', meta: {title: 'A', route: '/a'}};
      };
      return {filters: {}, results: [{id: 'a', score: 1, data}]};
    },
  };
  const search = createSearch(pagefind, async () => null);
  await expect(search('upload roster', {signal: typing.signal})).rejects.toThrow();
  expect(searched).toEqual(['upload']);
  expect(fetched).toEqual([]);
  await expect(search('roster', {signal: AbortSignal.abort()})).rejects.toThrow();
  expect(searched).toEqual(['upload']);
});

test('a key pressed while the rankings are merged stops the search before it fetches a fragment', async () => {
  const fetched: string[] = [];
  const typing = new AbortController();
  const pagefind: Pagefind = {
    async search(term) {
      // The key press waits in the event loop's queue while the answers are merged (microtasks only).
      setTimeout(() => typing.abort(), 0);
      const data = async () => {
        fetched.push(term);
        return {url: '/a/', content: 'roster', meta: {title: 'A', route: '/a'}};
      };
      return {filters: {}, results: [{id: 'a', score: 1, data}]};
    },
  };
  const search = createSearch(pagefind, async () => null);
  await expect(search('roster', {signal: typing.signal})).rejects.toThrow();
  expect(fetched).toEqual([]);
});

test('a search that has fetched fragments completes though the reader typed on, so its results can be shown', async () => {
  const typing = new AbortController();
  const pagefind: Pagefind = {
    async search() {
      const data = async () => {
        typing.abort(); // the reader types on while the fragments load
        return {url: '/a/', content: 'getExam returns one exam', meta: {title: 'Get an exam', route: '/a'}};
      };
      return {filters: {}, results: [{id: 'a', score: 1, data}]};
    },
  };
  const search = createSearch(pagefind, async () => null);
  // An identifier typed: the first pages' fragments are read to rank them, then the results'.
  const {results} = await search('getExam', {signal: typing.signal});
  expect(results.map(({url}) => url)).toEqual(['/a']);
});

test('a page shown is read once, however many rankings it is in, with the places of the last one', async () => {
  const reads: string[] = [];
  const pagefind: Pagefind = {
    async search(term) {
      // One page, found by the whole query and by each word: three rankings.
      const data = async () => {
        reads.push(term);
        const locations = term === 'roster' ? [30] : [1];
        return {url: '/a/', content: words.join(' '), meta: {title: 'A', route: '/a'}, weighted_locations: locations.map((location) => ({balanced_score: 1, location}))};
      };
      return {filters: {}, results: [{id: 'a', score: 1, data}]};
    },
  };
  const words = Array.from({length: 40}, (_, index) => `w${index}`);
  const search = createSearch(pagefind, async () => null);
  const [result] = (await search('upload roster')).results;
  // Each read is a round trip to Pagefind's worker, and Pagefind (1.5.2) refills one object per page on
  // each: read together, every ranking's read gave the last one's places.
  expect(reads).toEqual(['roster']);
  expect(result!.excerpt.split(' ')[0]).toBe('w16');
});

test("the pages with every word are worked out from the words' rankings, without a search of the whole query", async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'both', title: 'Class roster', body: 'upload a roster'},
      {id: 'upload', title: 'Uploads', body: 'upload upload upload'},
    ],
    events,
  );
  const search = createSearch(pagefind, async () => null);
  const {results, filters} = await search('upload roster');
  expect(events.filter((event) => event.startsWith('search')).sort()).toEqual(['search roster', 'search upload']);
  expect(filters).toEqual({});
  // The page with both words ranks first, though the other uses one of them three times.
  expect(results.map((result) => result.url)).toEqual(['/both', '/upload']);
});

test('the search page counts the pages found by filter value, so each count is the number of results the filter leaves', async () => {
  const events: string[] = [];
  const pagefind = recordingPagefind(
    [
      {id: 'both', title: 'Class roster', body: 'upload a roster'},
      {id: 'upload', title: 'Uploads', body: 'upload a file'},
      {id: 'other', title: 'Other', body: 'nothing to see'},
    ],
    events,
  );
  const filters = {both: {audience: ['Teacher']}, upload: {audience: ['Teacher', 'Author']}, other: {audience: ['Admin']}};
  const search = createSearch(pagefind, async (name) => {
    events.push(`fetch ${name}`);
    return name === FILTERS_FILE ? filters : null;
  });
  const counted = await search('upload roster', {filterCounts: true});
  // Both pages found count, though only one has both words; the page not found does not.
  expect(counted.total).toBe(2);
  expect(counted.filters).toEqual({audience: {Teacher: 2, Author: 1}});
  expect(events.filter((event) => event.startsWith('search')).sort()).toEqual(['search roster', 'search upload']);
  // The search box asks for no counts and fetches no filter values.
  events.length = 0;
  await createSearch(pagefind, async (name) => (events.push(`fetch ${name}`), null))('upload roster');
  expect(events).not.toContain(`fetch ${FILTERS_FILE}`);
});

test('the pages in every word\'s ranking are scored by the sum of their scores; a page some word misses is left out', () => {
  const ranking = (scores: Record<string, number>) => ({
    filters: {},
    results: Object.entries(scores).map(([id, score]) => ({id, score, data: () => Promise.reject(new Error('not read'))})),
  });
  expect(rankingOfAllWords([ranking({a: 1, b: 2, c: 3}), ranking({b: 0.5, c: 1}), ranking({c: 2, b: 1, d: 9})])).toEqual(
    new Map([
      ['b', 3.5],
      ['c', 6],
    ]),
  );
  expect(rankingOfAllWords([ranking({a: 1}), ranking({})])).toEqual(new Map());
});

/**
 * Pagefind with one page, the roster, of the given words and headings (each heading at the first word of its text from
 * `after` on): a word's search finds the page at the word's places. Its data holds `weighted` places, as Pagefind gives
 * the places of the ranking read.
 */
function rosterPagefind(content: string, headings: {id: string; text: string; after?: number}[], weighted: (placesOf: (word: string) => number[]) => {location: number; balanced_score: number}[] = () => []): Pagefind {
  const words = content.split(' ');
  const placesOf = (word: string) => words.flatMap((said, place) => (splitWords(said)[0] === word ? [place] : []));
  const anchors = headings.map(({id, text, after = 0}) => ({element: 'h2', id, text, location: words.indexOf(text.split(' ')[0]!, after)}));
  const data = async () => ({url: '/roster/', content, meta: {title: 'Manage the Roster', route: '/roster'}, anchors, weighted_locations: weighted(placesOf)});
  return {
    async search(term) {
      const places = placesOf(term);
      return {filters: {}, results: places.length > 0 ? [{id: 'roster', score: places.length, words: places, data}] : []};
    },
  };
}

test("a result opens the section with the most of the query's words, though the page's data holds one word's places", async () => {
  const pagefind = rosterPagefind(
    'Manage the roster. Each class has a roster you can remove. Add Students Upload students to your class. Remove a Student Click remove to take them off the class list.',
    [
      {id: 'add-students', text: 'Add Students'},
      {id: 'remove-a-student', text: 'Remove a Student'},
    ],
    // The places of the ranking read: here "class", weighing most above the first heading.
    (placesOf) => placesOf('class').map((location, index) => ({location, balanced_score: index === 0 ? 5 : 1})),
  );
  const search = createSearch(pagefind, async () => null);
  const [added] = (await search('add students class')).results;
  expect(added!.anchor).toBe('add-students');
  expect(added!.heading).toBe('Add Students');
  expect(added!.excerpt).toBe('Add Students Upload students to your class.');
  // Of the sections that hold as many of the words, the one whose heading holds the most.
  const [removed] = (await search('remove class')).results;
  expect(removed!.anchor).toBe('remove-a-student');
});

test("of two headings with as many of the query's words, the result opens the one that prints more of them as typed", async () => {
  const content = 'Manage the roster. Move a Student to Another Classroom Remove the student from this classroom and add them to another. Remove a Student Remove takes the student off the classroom list.';
  const pagefind = rosterPagefind(content, [
    {id: 'move-a-student', text: 'Move a Student to Another Classroom'},
    {id: 'remove-a-student', text: 'Remove a Student', after: content.split(' ').indexOf('another.')},
  ]);
  // "class" is read as "classroom" for its meaning (the thesaurus): both headings hold two of the three words.
  const search = createSearch(pagefind, async (name) => (name === THESAURUS_FILE ? {class: ['classroom']} : null));
  const [result] = (await search('remove student class')).results;
  expect(result!.anchor).toBe('remove-a-student');
});

test('each ranking is merged while Pagefind still answers the next searches', async () => {
  const events: string[] = [];
  const found = fakePagefind([{id: 'roster', title: 'Roster', body: 'upload roster'}]);
  const pagefind: Pagefind = {
    async search(term) {
      const response = await found.search(term);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`answered ${term}`);
      return {
        ...response,
        results: response.results.map((result) => ({
          ...result,
          get score() {
            events.push(`merged ${term}`);
            return result.score;
          },
        })),
      };
    },
  };
  const search = createSearch(pagefind, async () => null);
  await search('upload roster');
  expect(events.indexOf('merged upload')).toBeGreaterThan(events.indexOf('answered upload'));
  expect(events.indexOf('merged upload')).toBeLessThan(events.indexOf('answered roster'));
});

test("a reader's word means the site's words one way only: pages that say score are found by points, not pages that say point by score", () => {
  expect(indexOnlyWords('Manual Scoring', 'Type the score for the answer.', undefined).title).toContain('points');
  expect(indexOnlyWords('Manual Scoring', 'Type the score for the answer.', undefined).body).toContain('points');
  const selectPoint = indexOnlyWords('Select Point', 'Place two points on the image.', undefined);
  expect([...selectPoint.title, ...selectPoint.body]).not.toContain('score');
  // The lexicon's thesaurus (buildLexicon.ts) reads "points" as a score, and "score" never as points.
  const meaningsOf = (word: string) => MEANINGS_BY_MEMBER.filter(([member]) => member === word).flatMap(([, meanings]) => meanings);
  expect(meaningsOf('points')).toContain('score');
  expect(meaningsOf('score')).toContain('grade');
  expect(meaningsOf('score')).not.toContain('points');
});

test('thesaurus groups and readers\' words are lower-case, without filler words, and no word repeats within a group', () => {
  for (const group of [...THESAURUS, ...READERS_WORDS.map(([reader, site]) => [reader, ...site])]) {
    expect(new Set(group).size, group.join()).toBe(group.length);
    for (const member of group) {
      expect(member, group.join()).toBe(member.toLowerCase());
      expect(queryWords(member).join(' '), group.join()).toBe(member);
    }
  }
});

test('each result names the part of the site it belongs to', () => {
  expect(areaOf('/developers/api/create-exam')).toBe('API reference');
  expect(areaOf('/developers/terminology')).toBe('Developers');
  expect(areaOf('/studio/')).toBe('Studio');
  expect(areaOf('/campfire/classrooms/roster')).toBe('Campfire');
  expect(areaOf('/blog/welcome')).toBe('Blog');
  expect(areaOf('/search')).toBe('Documentation');
  // A Markdown twin's path is in its page's area: the page actions read developer pages by it.
  expect(isForDevelopers('/developers/api/create-exam.md')).toBe(true);
  expect(isForDevelopers('/developers/index.md')).toBe(true);
  expect(isForDevelopers('/studio/exams/create-an-exam.md')).toBe(false);
});

test('search aliases name published pages, each with distinct words', () => {
  for (const [route, aliases] of Object.entries(SEARCH_ALIASES)) {
    expect(PUBLISHED, route).toContain(route);
    expect(aliases.length, route).toBeGreaterThan(0);
    expect(new Set(aliases.map((alias) => alias.toLowerCase())).size, route).toBe(aliases.length);
  }
});

test('the relevance suite has at least 30 queries from each kind of reader, each answered by a published page', () => {
  expect(queries.length).toBeGreaterThanOrEqual(30);
  expect(new Set(queries.map((entry) => entry.reader))).toEqual(new Set(['teacher', 'author', 'developer']));
  expect(new Set(queries.map((entry) => entry.query.toLowerCase())).size).toBe(queries.length);
  for (const {query, answer} of queries) {
    expect(PUBLISHED, query).toContain(answer);
  }
});

test('a word reaches the pages Pagefind would find for it: by stem and its extensions, else the longest stem it extends', () => {
  const page = (indexed: string, meta = {}) => ({id: indexed, content: indexed, indexed, meta});
  const reached = pagesReached([
    page('Write the prompt'),
    page('A writer answered'),
    page('A written answer'),
    page('A tenant setting'),
    page('Organization settings'),
    page('RosterOnSends the list'),
    page('Any page', {route: '/studio/organization-wide'}),
  ]);
  // "writing" is stemmed "write", which starts "writer" but not "written"; "ten" starts "tenant", not "the".
  expect(reached('writing')).toBe(2);
  expect(reached('ten')).toBe(1);
  // A stem no indexed word starts with finds the longest indexed word it starts with ("settingsx": "settings").
  expect(reached('settingsx')).toBe(2);
  // Pagefind (Snowball 2) stems "organization" "organiz", which "organizational" reaches; the meta counts, whole.
  expect(reached('organizational')).toBe(2);
  // Table cells that run together in the text ("RosterOnSends") are words apart in Pagefind's index.
  expect(reached('send')).toBe(1);
  // A phrase reaches the pages every word reaches.
  expect(reached('writer answer')).toBe(1);
  expect(reached('tenant prompt')).toBe(0);
});
