import type { Method } from '@pronto/request';
import { define } from './define.ts';

const admin = (name: string, method: Method, summary: string, suffix?: string) =>
  define('content', name, method, 'staff', 'content', summary, suffix);

/** The four levels of site content: category > channel > group > content, each under its parent. */
const tree = (name: string, parent: string, what: string) => [
  admin(name, 'get', `${what} of a ${parent}`, `${name}/{${parent}Id}`),
  admin(name, 'post', `Add a ${what.toLowerCase().replace(/s$/, '')} under a ${parent}`, `${name}/{${parent}Id}`),
  admin(name, 'delete', `Delete a ${name}`, `${name}/{id}`),
  admin(name, 'put', `Update a ${name}`),
];

/** Content and administration calls (back-office.md §7); `enums` (post) and the log are in journeys.ts. */
export const contentEntries = [
  admin('enums', 'get', 'All enumerations'),
  admin('category', 'get', 'Content categories'),
  admin('category', 'post', 'Add a content category'),
  admin('category', 'put', 'Update a content category'),
  admin('category', 'delete', 'Delete a content category', 'category/{id}'),
  ...tree('channel', 'category', 'Channels'),
  ...tree('group', 'channel', 'Groups'),
  ...tree('content', 'group', 'Contents'),
  // assumed: the console lists every channel, group or content and opens one by id; the spec reads each level only under its parent.
  admin(
    'tree',
    'get',
    'Assumed: the spec reads each content level only under its parent; a channel, group or content opened by id needs the whole tree. The whole content tree for the console: { categories, channels, groups, contents }, each row with its parent id',
  ),
  admin('ipLocations', 'get', 'Locations of IP addresses'),
  admin('translations', 'get', 'Translations of a culture'),
  admin('translationsByCultureAndKey', 'get', 'A translation by culture and key'),
  admin('translation', 'post', 'Add a translation'),
  admin('updateTranslation', 'put', 'Update a translation'),
  admin('translation/businessException', 'get', 'Translations of the business exception messages'),
  admin('whiteList', 'get', 'Whitelisted IP addresses and customers'),
  admin('whiteList', 'post', 'Add to the whitelist'),
  admin('whiteList', 'delete', 'Remove from the whitelist'),
  admin('whiteList/invalidate', 'post', 'Invalidate the whitelist cache'),
  admin('ipbanner/local/set', 'post', 'Ban an IP address locally'),
  admin('ipbanner/local/remove', 'post', 'Lift a local IP ban'),
  admin('ipbanner/local/list', 'get', 'Local IP bans'),
  admin('ipbanner/elb/set', 'post', 'Ban an IP address at the load balancer'),
  admin('ipbanner/elb/remove', 'post', 'Lift a load-balancer IP ban'),
  admin('ipbanner/elb/list', 'get', 'Load-balancer IP bans'),
  admin('scamalytics', 'get', 'Fraud score of an IP address (Scamalytics)'),
  define('content', 'onlineUsers', 'get', 'staff', 'staff', 'Users online now'),
  define('content', 'awake', 'get', 'public', 'public', 'Health check'),
  admin('automation', 'get', 'Automation settings'),
  admin('automation', 'post', 'Change automation settings'),
];
