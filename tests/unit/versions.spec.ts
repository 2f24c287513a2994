import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Upgrades move these packages together: a mismatched OpenAPI plugin and theme crash every API
 * page in the browser while the build stays green, and Docusaurus packages of different versions
 * are not supported together. .github/dependabot.yml groups them so one pull request moves each set.
 */
const installedVersion = (name: string): string => JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version;
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const declared: Record<string, string> = {...manifest.dependencies, ...manifest.devDependencies};

test('the OpenAPI plugin and theme share one version, declared and installed', () => {
  const pair = ['docusaurus-plugin-openapi-docs', 'docusaurus-theme-openapi-docs'];
  expect(new Set(pair.map((name) => declared[name])).size).toBe(1);
  expect(new Set(pair.map(installedVersion))).toEqual(new Set([declared[pair[0]!]]));
});

test('every @docusaurus package shares one version, declared and installed', () => {
  const declaredDocusaurus = Object.entries(declared).filter(([name]) => name.startsWith('@docusaurus/'));
  expect(declaredDocusaurus.length).toBeGreaterThan(5);
  const version = declaredDocusaurus[0]![1];
  expect(Object.fromEntries(declaredDocusaurus.filter(([, declaredVersion]) => declaredVersion !== version))).toEqual({});
  // Installed: the declared ones and everything they bring in (core, theme-common, bundler, …).
  const installed = readdirSync(path.join('node_modules', '@docusaurus')).map((name) => `@docusaurus/${name}`);
  expect(Object.fromEntries(installed.map((name) => [name, installedVersion(name)]).filter(([, installedAt]) => installedAt !== version))).toEqual({});
});
