import { behaviourOf } from './harness.ts';
import { ipCases } from './content/ip.ts';
import { settingsCases } from './content/settings.ts';
import { treeCases } from './content/tree.ts';

behaviourOf('content', { ...treeCases, ...settingsCases, ...ipCases });
