import { useId } from 'react';
import { formatDate, formatMoney } from '@pronto/countries';
import { country, market } from '../../app/config.ts';
import { homeText } from '../../i18n/pages/home.ts';
import type { useCalculator } from './useCalculator.ts';

type CalculatorProps = ReturnType<typeof useCalculator>;

const money = (n: number) => formatMoney(n, market);
/** An APR to one decimal in the market's way (1068.8 / 1068,8). */
export const percent = (n: number) => n.toLocaleString(country.locale, { maximumFractionDigits: 1, useGrouping: false });
/** Whole amounts on the choice buttons: £100 rather than £100.00. */
const wholeMoney = (n: number) => money(n).replace(/[.,]00(?=\D*$)/, '');

/** Amount and instalment choices (radio groups) and the sample schedule. */
export function Calculator({ state, chooseProduct, setAmount, setInstallmentCount }: CalculatorProps) {
  const productId = useId();
  const { sample, loading, failed } = state;
  return (
    <section className="calculator card" aria-labelledby={`${productId}-title`}>
      <h2 id={`${productId}-title`}>{homeText.calculator}</h2>
      {state.products.length > 1 && (
        <div className="field">
          <label htmlFor={productId}>{homeText.product}</label>
          <select id={productId} value={state.product.name} onChange={(e) => chooseProduct(e.target.value)}>
            {state.products.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="choice-group">
        <legend>{homeText.amount}</legend>
        <div className="choices">
          {state.amounts.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="amount" value={value} checked={state.amount === value} onChange={() => setAmount(value)} />
              <span>{wholeMoney(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{homeText.installments}</legend>
        <div className="choices">
          {state.installments.map((count) => (
            <label key={count} className="choice">
              <input
                type="radio"
                name="installments"
                value={count}
                checked={state.installmentCount === count}
                onChange={() => setInstallmentCount(count)}
              />
              <span>{homeText.installmentNames[count - 1] ?? count}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {failed ? (
        <div className="alert alert-danger" role="alert">
          <strong>{homeText.calcErrorTitle}</strong> {homeText.calcErrorText}
        </div>
      ) : (
        <div className={`schedule${loading ? ' is-loading' : ''}`} aria-busy={loading}>
          <p className="visually-hidden" role="status">
            {loading ? homeText.recalculating : ''}
          </p>
          {sample && (
            <table>
              <caption>{homeText.schedule}</caption>
              <thead>
                <tr>
                  <th scope="col">{homeText.date}</th>
                  <th scope="col">{homeText.principal}</th>
                  <th scope="col">{homeText.interest}</th>
                  <th scope="col">{homeText.repayment}</th>
                </tr>
              </thead>
              <tbody>
                {sample.installments.map((row) => (
                  <tr key={row.date}>
                    <td>{formatDate(row.date, market)}</td>
                    <td>{money(row.principal)}</td>
                    <td>{money(row.interest)}</td>
                    <td>{money(row.repayAmount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{homeText.total}</th>
                  <td>{money(sample.loanAmount)}</td>
                  <td>{money(sample.totalInterest)}</td>
                  <td>{money(sample.totalPayable)}</td>
                </tr>
              </tfoot>
            </table>
          )}
          {sample && <p className="schedule-apr">{homeText.apr(percent(sample.apr))}</p>}
        </div>
      )}
    </section>
  );
}
