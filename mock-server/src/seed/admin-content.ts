import { BUSINESS_OPERATIONS } from '@pronto/api';
import type { Db, Row } from '../types.ts';
import { at } from './random.ts';

/** Business operations a collection agent (cam) may be allowed to do (membership.setCamBusinessOperationPermission). */
/** The business operations (@pronto/api roles.ts, where the calls of each are listed). */
export { BUSINESS_OPERATIONS };

/** Keys of the business exception messages (content.translation/businessException reads `businessException.*`). */
const BUSINESS_EXCEPTIONS: [string, string, string][] = [
  ['businessException.loanNotFound', 'The loan could not be found.', 'No se ha encontrado el préstamo.'],
  ['businessException.customerBlocked', 'Your account is blocked. Please contact us.', 'Su cuenta está bloqueada. Contacte con nosotros.'],
  ['businessException.amountTooHigh', 'The amount is higher than your credit limit.', 'El importe supera su límite de crédito.'],
  ['businessException.openLoanExists', 'You already have an open loan.', 'Ya tiene un préstamo abierto.'],
  ['businessException.cardDeclined', 'Your card was declined.', 'Su tarjeta ha sido rechazada.'],
];

const IP_LOCATIONS: [string, string, string, string][] = [
  ['81.2.69.160', 'GB', 'London', 'BT'],
  ['86.1.2.3', 'GB', 'Manchester', 'Virgin Media'],
  ['2.139.10.20', 'ES', 'Madrid', 'Telefonica'],
  ['83.44.5.6', 'ES', 'Barcelona', 'Orange'],
  ['203.0.113.7', 'NL', 'Amsterdam', 'Hosting BV'],
  ['192.0.2.10', 'US', 'Ashburn', 'Cloud Inc'],
];

/**
 * Content and staff administration seed: business exception translations, IP locations and the
 * business-operation permissions of the collection agents. Added to the generated db in place.
 */
export function withAdminContent(db: Db): Db {
  const translations = (db.translations ?? []) as Row[];
  let nextId = translations.reduce((max, t) => Math.max(max, t.id), 0) + 1;
  for (const [key, en, es] of BUSINESS_EXCEPTIONS) {
    translations.push({ id: nextId++, culture: 'en-GB', key, value: en }, { id: nextId++, culture: 'es-ES', key, value: es });
  }
  db.ipLocations = IP_LOCATIONS.map(([ip, country, city, isp], i) => ({ id: i + 1, ip, country, city, isp, createdAt: at('2026-10-01') }));
  // The market's agents (agent@) hold every operation; the collection agents the everyday ones, the others
  // (rollover, restructure, legal hand-over, letters) are granted by an admin.
  db.camPermissions = db.staff
    .filter((s) => s.role === 'agent')
    .map((s, i) => ({
      id: i + 1,
      staffId: s.id,
      operations: s.emailAddress.startsWith('agent@')
        ? [...BUSINESS_OPERATIONS]
        : ['manualPayment', 'arrangement', ...(s.id === 7 ? ['discount'] : [])],
      updatedAt: at('2026-10-01'),
    }));
  return db;
}
