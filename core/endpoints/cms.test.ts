import { describe } from 'vitest';
import * as cms from './cms';
import { itBuildsPaths } from './it-builds-paths';

describe('CMS paths, each lookup naming its prod or test environment', () => {
  itBuildsPaths(cms, {
    contentfulForms: [[[], '/cms/v1/contentful-forms']],
    events: [[[], '/cms/v1/events']],
    unsubscribe: [[[], '/cms/v1/unsubscribe']],
    status: [[[], '/cms/v1/status']],
    faqFeedback: [[[], '/cms/v1/faq-feedback']],
    wordpressCache: [[['test'], '/cms/v1/wordpress-cache?environment=test']],
    contentfulCacheRoutes: [
      [['prod'], '/cms/v1/contentful-cache/routes?environment=prod'],
      [['test'], '/cms/v1/contentful-cache/routes?environment=test'],
    ],
    contentfulCacheEntries: [[['test'], '/cms/v1/contentful-cache/entries?environment=test']],
    contentfulCacheAssets: [[['test'], '/cms/v1/contentful-cache/assets?environment=test']],
    contentfulCacheIcc: [[['test'], '/cms/v1/contentful-cache/icc?environment=test']],
    contentfulCacheSearch: [[['test'], '/cms/v1/contentful-cache/search?environment=test']],
    contentfulCacheMenu: [[['test'], '/cms/v1/contentful-cache/menu?environment=test']],
    discoverySearch: [
      [
        [{ query: 'index fund & co', category: 'FAQ', limit: 5, environment: 'prod' }],
        '/cms/v1/discovery-search-engine/search?query=index+fund+%26+co&category=FAQ&limit=5&environment=prod',
      ],
      [
        [{ query: 'isk', category: undefined, environment: 'test' }],
        '/cms/v1/discovery-search-engine/search?query=isk&environment=test',
      ],
    ],
  });
});
