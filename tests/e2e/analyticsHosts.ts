/**
 * Google Tag Manager and the hosts Google Analytics reports to, regional ones included, and how Chromium is
 * told to resolve them to the local stand-in (tests/e2e/analyticsStandIn.mjs) instead of Google.
 */
import {ANALYTICS_PORT} from './ports';

export const ANALYTICS_HOSTS = /^https:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

export const ANALYTICS_RESOLVER_RULES = `--host-resolver-rules=${['*googletagmanager.com', '*google-analytics.com', '*analytics.google.com']
  .map((host) => `MAP ${host} 127.0.0.1:${ANALYTICS_PORT}`)
  .join(', ')}`;
