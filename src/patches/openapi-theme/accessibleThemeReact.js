/**
 * React as a few components of the OpenAPI theme see it (./index.ts routes their
 * `react` import here), adding what their markup lacks for WCAG 2.1 AA:
 * - schema and parameter lists are <ul> elements holding <div>s, not <li>s: they become
 *   presentational containers, which is what they are;
 * - the arrow buttons that scroll a row of tabs have no name;
 * - the request body editor scrolls but cannot be reached with the keyboard.
 */
const React = require('react');

function accessibleProps(type, props) {
  const className = typeof props?.className === 'string' ? props.className : '';
  if (type === 'ul' && !props?.role) {
    return {...props, role: 'presentation'};
  }
  if (type === 'button' && className.includes('openapi-tabs__arrow')) {
    return {...props, 'aria-label': className.includes('left') ? 'Scroll tabs left' : 'Scroll tabs right'};
  }
  if (className.includes('openapi-explorer__playground-container')) {
    return {...props, tabIndex: 0, role: 'region', 'aria-label': 'Request body'};
  }
  return props;
}

module.exports = {
  ...React,
  createElement: (type, props, ...children) => React.createElement(type, accessibleProps(type, props), ...children),
};
