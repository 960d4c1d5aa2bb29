import { crawlMenu } from './menu.ts';

crawlMenu(2);
