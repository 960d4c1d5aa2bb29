import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  yes: 'Yes',
  no: 'No',
  leaveTitle: 'Are you sure?',
  leaveText: 'Leaving this page cancels the process. Do you want to leave?',
};

const es: Widen<typeof en> = {
  yes: 'Sí',
  no: 'No',
  leaveTitle: '¿Está seguro?',
  leaveText: 'Si sale de esta página se cancelará el proceso. ¿Quiere salir?',
};

/** Texts of the yes/no dialogs (logout, leaving a form): loaded with the dialog. */
export const confirmText = isSpain ? es : en;
