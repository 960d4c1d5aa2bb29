import { crawlMenu } from './menu.ts';

crawlMenu(4);
