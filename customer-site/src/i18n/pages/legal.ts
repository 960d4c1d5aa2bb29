import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

/** UK: the FCA late-repayment risk warning. */
const en = {
  banner: 'Warning: Late repayment can cause you serious money problems. For help, go to moneyhelper.org.uk',
  link: 'https://www.moneyhelper.org.uk',
};

const es: Widen<typeof en> = {
  banner: 'Aviso: el retraso en los pagos puede causarle graves problemas económicos. Infórmese en bde.es',
  link: 'https://clientebancario.bde.es',
};

/** Texts of the risk warning at the top of every page: loaded with it (chrome/LegalBanner.tsx). */
export const legalText = isSpain ? es : en;
