import { getCountry } from '@pronto/countries';
import { validEmail } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { optNum, optStr, str } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';

/** The customer's own details and home address. */
export function registerCustomerRoutes(routes: Routes, ctx: Context): void {
  routes.id('customer.account/customer', (call) => ctx.details(requireCustomer(call)));

  routes.id('customer.account/customer.put', (call) => {
    const customer = requireCustomer(call);
    // Every field is checked before any is written, so a refused change leaves the details as they were.
    const email = optStr(call.body, 'emailAddress');
    if (email !== undefined) {
      const problem = validEmail()(email);
      if (problem) throw invalid(problem);
      const owner = ctx.customerByEmail(email);
      if (owner && owner.id !== customer.id) throw invalid('This e-mail address is already in use. Please enter another one.');
    }
    const income = optNum(call.body, 'monthlyIncome');
    if (income !== undefined && (income < 100 || income > 100000)) throw invalid('Monthly income must be between 100 and 100000.');
    const texts = (['employmentStatus', 'position'] as const).map((field) => [field, optStr(call.body, field)] as const);
    if (email !== undefined) {
      customer.emailAddress = email.toLowerCase();
      customer.communication = customer.communication.map((c) =>
        c.type === 'email' && c.subType === 'personal' ? { ...c, value: customer.emailAddress } : c,
      );
    }
    if (income !== undefined) customer.monthlyIncome = income;
    for (const [field, value] of texts) if (value !== undefined) customer[field] = value;
    ctx.changed();
    return ctx.details(customer);
  });

  routes.id('customer.account/address', (call) => {
    const customer = requireCustomer(call);
    const postCode = str(call.body, 'postCode').toUpperCase();
    if (!getCountry(customer.country).postCodePattern.test(postCode))
      throw invalid(customer.country === 'GB' ? 'Please enter a valid UK postcode.' : 'El código postal debe tener 5 dígitos.');
    const home = {
      addressType: 'home' as const,
      country: customer.country,
      postCode,
      houseNumber: str(call.body, 'houseNumber'),
      flatNumber: optStr(call.body, 'flatNumber') ?? '',
      building: optStr(call.body, 'building') ?? '',
      street: str(call.body, 'street'),
      town: str(call.body, 'town'),
      county: optStr(call.body, 'county') ?? '',
    };
    customer.customerAddress = [...customer.customerAddress.filter((a) => a.addressType !== 'home'), home];
    ctx.changed();
    return ctx.details(customer);
  });
}
