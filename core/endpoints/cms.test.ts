import { describe } from 'vitest';
import * as cms from './cms';
import { itBuildsPaths } from './it-builds-paths';

describe('CMS paths (SPEC §7)', () => {
  itBuildsPaths(cms, {
    contentfulForms: [[[], '/cms/v1/contentful-forms']],
    events: [[[], '/cms/v1/events']],
    unsubscribe: [[[], '/cms/v1/unsubscribe']],
    status: [[[], '/cms/v1/status']],
    faqFeedback: [[[], '/cms/v1/faq-feedback']],
    wordpressCache: [[[], '/cms/v1/wordpress-cache']],
    contentfulCacheRoutes: [[[], '/cms/v1/contentful-cache/routes']],
    contentfulCacheEntries: [[[], '/cms/v1/contentful-cache/entries']],
    contentfulCacheAssets: [[[], '/cms/v1/contentful-cache/assets']],
    contentfulCacheIcc: [[[], '/cms/v1/contentful-cache/icc']],
    contentfulCacheSearch: [[[], '/cms/v1/contentful-cache/search']],
    contentfulCacheMenu: [[[], '/cms/v1/contentful-cache/menu']],
    discoverySearch: [
      [
        [{ query: 'index fund & co', category: 'FAQ', limit: 5 }],
        '/cms/v1/discovery-search-engine/search?query=index+fund+%26+co&category=FAQ&limit=5',
      ],
      [[{ query: 'isk', category: undefined }], '/cms/v1/discovery-search-engine/search?query=isk'],
    ],
  });
});
