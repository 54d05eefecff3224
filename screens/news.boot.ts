import { newsEarlyCalls } from '@/features/news/early-calls';
import { defineBoot } from './boot-kit';

/** The news page's static page asks for the first page of news, the first with its picture. */
export default defineBoot({ route: 'news', calls: newsEarlyCalls });
