/**
 * Renders question drawings to SVG files at build time, so that no drawing code reaches the browser.
 * The drawings are React components (src/features/question-drawings/QuestionDrawing); the bundler compiles them
 * with the site's own loaders (importModule, which also records them as dependencies, so an edit
 * re-renders every page that shows one), and React renders them here, in Node.
 *
 * The resource is the drawings' registry. The loader's query says what to render:
 *   ?{"type":"number-line","props":{…}}  one drawing; the module's default export is a React
 *                                       element: <figure> with an <img> of the file and a caption.
 *   ?thumbnails                         every type's thumbnail; the default export maps each slug
 *                                       to {src, width, height}.
 */
const {createHash} = require('node:crypto');
const {readFile} = require('node:fs/promises');
const path = require('node:path');
const {createElement} = require('react');
const {renderToStaticMarkup} = require('react-dom/server');

const STYLESHEET = path.join(__dirname, 'QuestionDrawing/drawing.css');
const OUTPUT_DIR = 'assets/question-drawings';

const unescape = (text) =>
  text.replace(/&(quot|#x27|amp|lt|gt);/g, (_, entity) => ({quot: '"', '#x27': "'", amp: '&', lt: '<', gt: '>'})[entity]);

/** Renders a component to a standalone SVG document, with the drawings' stylesheet inside. */
function renderSvg(Component, props, stylesheet) {
  const markup = renderToStaticMarkup(createElement(Component, props));
  const openingTag = /^<svg [^>]*>/.exec(markup)?.[0];
  if (!openingTag) {
    throw new Error(`question-drawings: a drawing must render one <svg> element, got: ${markup.slice(0, 80)}`);
  }
  const attribute = (name) => {
    const value = new RegExp(` ${name}="([^"]*)"`).exec(openingTag)?.[1];
    return value === undefined ? undefined : unescape(value);
  };
  const title = /^<title>([^<]*)<\/title>/.exec(markup.slice(openingTag.length))?.[1];
  const caption = attribute('data-caption');
  const svg = `${openingTag.replace(/ data-caption="[^"]*"/, '')}<style>${stylesheet}</style>${markup.slice(openingTag.length)}`;
  return {
    svg,
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    alt: title === undefined ? '' : unescape(title),
    caption,
  };
}

/** Writes the SVG as a build asset named by its content; returns the public URL expression. */
function emit(loader, name, svg) {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  const file = `${OUTPUT_DIR}/${name}.${hash}.svg`;
  loader.emitFile(file, svg);
  return `__webpack_public_path__ + ${JSON.stringify(file)}`;
}

module.exports = async function questionDrawingLoader() {
  const callback = this.async();
  try {
    this.addDependency(STYLESHEET);
    const stylesheet = (await readFile(STYLESHEET, 'utf8')).replace(/\/\*[^]*?\*\//g, '').replace(/\s+/g, ' ').trim();
    const {QUESTION_DRAWINGS} = await this.importModule(this.resourcePath);
    const query = decodeURIComponent(String(this.query).slice(1));

    if (query === 'thumbnails') {
      const entries = Object.entries(QUESTION_DRAWINGS).map(([slug, Component]) => {
        const {svg, width, height} = renderSvg(Component, {thumbnail: true}, stylesheet);
        return `${JSON.stringify(slug)}: {src: ${emit(this, `${slug}.thumbnail`, svg)}, width: ${width}, height: ${height}}`;
      });
      callback(null, `export default {\n${entries.join(',\n')}\n};\n`);
      return;
    }

    const {type, props = {}} = JSON.parse(query);
    const Component = QUESTION_DRAWINGS[type];
    if (!Component) {
      throw new Error(`question-drawings: no drawing for type "${type}"; the types are ${Object.keys(QUESTION_DRAWINGS).join(', ')}`);
    }
    const {svg, width, height, alt, caption} = renderSvg(Component, props, stylesheet);
    if (!alt || !caption) {
      throw new Error(`question-drawings: the "${type}" drawing has no text alternative or caption; draw it inside <Frame alt=… typeTitle=…>`);
    }
    const image = `jsx('img', {src: ${emit(this, type, svg)}, alt: ${JSON.stringify(alt)}, width: ${width}, height: ${height}, decoding: 'async'})`;
    callback(
      null,
      `import {jsx, jsxs} from 'react/jsx-runtime';
export default jsxs('figure', {className: 'question-drawing', 'data-question-type': ${JSON.stringify(type)}, children: [${image}, jsx('figcaption', {children: ${JSON.stringify(caption)}})]});
`,
    );
  } catch (error) {
    callback(error);
  }
};
