import { crawlMenu } from './menu.ts';

crawlMenu(5);
