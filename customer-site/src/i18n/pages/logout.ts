import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

/** The Logout question (customer-site.md §2 Modals). */
const en = {
  title: 'Logout',
  content: 'Are you sure you want to logout?',
  yes: "YES I'M SURE",
  no: 'NO',
};

const es: Widen<typeof en> = {
  title: 'Salir',
  content: '¿Seguro que quiere salir?',
  yes: 'SÍ, ESTOY SEGURO',
  no: 'NO',
};

/** Texts of the Logout question: loaded with it (session/logout.ts). */
export const logoutText = isSpain ? es : en;
