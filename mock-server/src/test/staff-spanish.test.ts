import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pronto/domain';
import { staffInSpanish } from '../staff-spanish.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let agent: string;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const es = { language: 'es-ES' };
const errorOf = async (path: string, body: unknown, token: string, headers: Record<string, string> = es) =>
  ((await mock.api('post', path, body, token, headers)).body as { errors: { message: string }[] }).errors[0]?.message;

describe('staff errors in the console language (the Spanish console read English errors)', () => {
  it('words the audit, four-eyes and lookup errors in Spanish for a Spanish console, as "usted"', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.status === 'issued')!;
    expect(await errorOf('/api/loan/deletePayment', { loanId: loan.id, paymentId: 1 }, agent)).toBe('Indique un motivo para esta acción.');
    expect(await errorOf('/api/loan/payloanmanual', { loanId: 999999, amount: 5, reason: 'x' }, agent)).toBe(
      'El préstamo 999999 no existe.',
    );
    expect(await errorOf('/api/communication/reassign', { ticketId: 1, staffId: 999 }, agent)).toBe('El empleado 999 no existe.');
    expect(await errorOf('/api/loan/payloanmanual', { loanId: loan.id, reason: 'x' }, agent)).toBe('Falta el campo amount.');
    expect(await errorOf('/api/loan/payloanmanual', { loanId: loan.id, amount: 0, reason: 'x' }, agent)).toBe(
      'El campo amount debe ser mayor que 0.',
    );
    // A desist is proposed only within 14 days of the payout.
    const today = mock.ctx.nowIso().slice(0, 10);
    const recent = mock.ctx.db.loans.find((l) => l.status === 'issued' && l.issueDate >= addDays(today, -10))!;
    const old = mock.ctx.db.loans.find((l) => l.status === 'issued' && l.issueDate < addDays(today, -14))!;
    expect(await errorOf('/api/loan/desistContract', { loanId: old.id, reason: 'Late' }, agent)).toBe(
      `El préstamo ${old.id} se concedió el ${old.issueDate}: su plazo de desistimiento de 14 días terminó el ${addDays(old.issueDate, 14)}.`,
    );
    expect(await errorOf('/api/loan/DesistContractPayment', { loanId: recent.id, reason: 'Paid' }, agent)).toBe(
      `El préstamo ${recent.id} no tiene un desistimiento aprobado: el desistimiento debe proponerse y aprobarse antes de su pago.`,
    );
    const proposal = await mock.api('post', '/api/loan/desistContract', { loanId: recent.id, reason: 'Withdrew in writing' }, agent, es);
    expect(proposal.status).toBe(200);
    expect(await errorOf('/api/loan/desistContract', { loanId: recent.id, reason: 'Again' }, agent)).toBe(
      `Ya está pendiente de aprobación (propuesta ${proposal.body.data.id}).`,
    );
    expect(
      await errorOf('/api/membership/approval/decide', { approvalId: proposal.body.data.id, decision: 'maybe', reason: 'x' }, admin),
    ).toBe('El campo decision debe ser approve o reject.');
  });

  it('words the chargeback refusals in Spanish', async () => {
    const loan = mock.ctx.db.loans.find(
      (l) => ['issued', 'overdue'].includes(l.status) && l.payments.some((p) => p.method === 'manual' && !p.deleted),
    )!;
    const manual = loan.payments.find((p) => p.method === 'manual' && !p.deleted)!;
    expect(await errorOf('/api/loan/chargeback', { loanId: loan.id, paymentId: manual.id, reason: 'x' }, agent)).toBe(
      `El pago ${manual.id} no se cobró con tarjeta: solo un pago con tarjeta admite un contracargo.`,
    );
    expect(
      await errorOf('/api/loan/chargeback/resolve', { loanId: loan.id, chargebackId: 999999, outcome: 'won', reason: 'x' }, agent),
    ).toBe('El contracargo 999999 no existe.');
  });

  it('keeps English for an English console, and any message it has no wording for', async () => {
    expect(await errorOf('/api/loan/deletePayment', { loanId: 1, paymentId: 1 }, agent, { language: 'en-GB' })).toBe(
      'Please give a reason for this action.',
    );
    expect(await errorOf('/api/loan/deletePayment', { loanId: 1, paymentId: 1 }, agent, {})).toBe('Please give a reason for this action.');
  });
});

describe("a collection agent's day in Spanish: the refusals of collections, calls, letters, messages and loans", () => {
  it.each([
    [
      'Loan 12 is issued: only an overdue loan goes to a collection company.',
      'El préstamo 12 está concedido: solo un préstamo vencido pasa a una empresa de recobro.',
    ],
    ['Staff member 4 is not a collection agent.', 'El empleado 4 no es un agente de recobro.'],
    ['The overdue campaign is stopped; start it first.', 'La campaña overdue está parada: iníciela primero.'],
    ['Customer 6 does not allow phone calls.', 'El cliente 6 no permite llamadas telefónicas.'],
    [
      'Customer 6 has had 3 overdue calls, the most this campaign makes.',
      'El cliente 6 ya ha recibido 3 llamadas overdue, el máximo de esta campaña.',
    ],
    ['Call 9 does not exist.', 'La llamada 9 no existe.'],
    ['startHour must be a whole number from 0 to 23.', 'El campo startHour debe ser un número entero de 0 a 23.'],
    ['Give a reason to reject the letter.', 'Indique un motivo para rechazar la carta.'],
    [
      'The message cannot be sent: {nextInstallmentAmount} has no value for this customer.',
      'No se puede enviar el mensaje: {nextInstallmentAmount} no tiene valor para este cliente.',
    ],
    ['Customer 6 already allows sms (NCP permission).', 'El cliente 6 ya permite sms (permiso NCP).'],
    ['Payment 3 is already deleted.', 'El pago 3 ya está eliminado.'],
    ['Loan 3 cannot be cancelled: it is issued and has payments.', 'El préstamo 3 no puede cancelarse: está concedido y tiene pagos.'],
    ['Loan 3 already has an open impediment (5).', 'El préstamo 3 ya tiene un impedimento abierto (5).'],
    ['Payment 7 already has chargeback 2 (open).', 'El pago 7 ya tiene el contracargo 2 (abierto).'],
    ['Template 99 does not exist.', 'La plantilla 99 no existe.'],
    ['The send Xmas has gone out; it cannot be changed.', 'El envío Xmas ya ha salido: no puede modificarse.'],
    [
      'scan.pdf is 6,000 KB; the largest file you can upload is 5,120 KB.',
      'scan.pdf ocupa 6,000 KB; el archivo más grande que puede subir es de 5,120 KB.',
    ],
    ['10.0.0.1 is already on the white list.', '10.0.0.1 ya está en la lista blanca.'],
    ['colin@pronto.test is not a collection agent.', 'colin@pronto.test no es un agente de recobro.'],
    // Every record edited from a version is named in Spanish when a stale save is refused.
    ...(
      [
        ['complaint case', 'esta reclamación'],
        ['permission set', 'estos permisos'],
        ['scheduled marketing send', 'este envío de marketing programado'],
        ['customer group', 'este grupo de clientes'],
        ['white-list entry', 'esta entrada de la lista blanca'],
      ] as const
    ).map(([what, spanish]) => [
      `This ${what} was changed by Alex Admin at 10:15 on 28/11/2026. Their values are shown now: check them and save again to keep yours.`,
      `Alex Admin cambió ${spanish} a las 10:15 del 28/11/2026. Ya se muestran sus valores: revíselos y guarde de nuevo para conservar los suyos.`,
    ]),
  ])('%s', (english, spanish) => {
    expect(staffInSpanish(english)).toBe(spanish);
  });
});
