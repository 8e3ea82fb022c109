import { describe } from 'vitest';
import * as news from './news';
import { itBuildsPaths } from './it-builds-paths';

describe('news paths', () => {
  itBuildsPaths(news, {
    calendar: [[[], '/news/v1/calendar']],
    newsPreview: [[[], '/news/v1/news-preview']],
    streaming: [[[], '/news/v1/streaming']],
    tags: [[[], '/news/v1/tags']],
    tradingStatus: [[[], '/news/v1/trading-status']],
  });
});
