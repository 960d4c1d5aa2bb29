import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@pronto/api/customer-site';
import { CALCULATOR_AMOUNTS, CALCULATOR_DEFAULTS, calculatorDates, INSTALLMENT_OPTIONS, sampleLoan, type SampleLoan } from '@pronto/domain';
import { country } from '../../app/config.ts';
import { firstSchedule } from '../../app/first-render.ts';

/** A loan product as loan.getAllLoanDefinitions answers it (the fields the calculator reads). */
export interface LoanProduct {
  id?: number;
  name: string;
  country?: string;
  application?: string;
  amounts?: number[];
  installmentOptions?: number[];
  defaultAmount?: number;
  defaultInstallments?: number;
  active?: boolean;
}

const fallbackProduct: LoanProduct = {
  name: country.application,
  amounts: [...CALCULATOR_AMOUNTS],
  installmentOptions: [...INSTALLMENT_OPTIONS],
};

export interface CalculatorState {
  products: LoanProduct[];
  product: LoanProduct;
  amounts: number[];
  installments: number[];
  amount: number;
  installmentCount: number;
  sample: SampleLoan | null;
  loading: boolean;
  failed: boolean;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Calculator state: products, choices and the sample loan, recalculated through loan.paymentPlan on every change. */
export function useCalculator() {
  const [products, setProducts] = useState<LoanProduct[]>([fallbackProduct]);
  const [productName, setProductName] = useState(fallbackProduct.name);
  const [amount, setAmount] = useState<number>(CALCULATOR_DEFAULTS.amount);
  const [installmentCount, setInstallmentCount] = useState<number>(CALCULATOR_DEFAULTS.installments);
  // The static HTML's schedule (100 over three, from the build's day) until the plan service answers.
  const [first] = useState(firstSchedule);
  const [sample, setSample] = useState<SampleLoan | null>(first?.sample ?? null);
  const [loading, setLoading] = useState(first === null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    void call('loan.getAllLoanDefinitions', { params: { country: country.code }, silent: true }).then((result) => {
      const list: LoanProduct[] = result.data ?? [];
      const mine = list.filter((p) => p.active !== false && (!p.country || p.country === country.code));
      if (!live || mine.length === 0) return;
      setProducts(mine);
      setProductName(mine[0]?.name ?? fallbackProduct.name);
    });
    return () => {
      live = false;
    };
  }, []);

  const product = products.find((p) => p.name === productName) ?? products[0] ?? fallbackProduct;
  const amounts = product.amounts?.length ? product.amounts : [...CALCULATOR_AMOUNTS];
  const installments = product.installmentOptions?.length ? product.installmentOptions : [...INSTALLMENT_OPTIONS];

  useEffect(() => {
    const id = ++latest.current;
    const issueDate = todayIso();
    const paymentDates = calculatorDates(issueDate, installmentCount);
    // The plan service still has the last word on the first schedule, but the static one stays in full
    // view meanwhile when it is already today's (no dimming right after the page appears).
    if (id > 1 || issueDate !== first?.issueDate) setLoading(true);
    void call('loan.paymentPlan', { data: { issueDate, paymentDates, amount }, silent: true }).then((result) => {
      if (id !== latest.current) return;
      setLoading(false);
      const plan = result.data?.installments;
      if (result.status !== 200 || !plan?.length) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setSample(sampleLoan(issueDate, amount, plan, country.code));
    });
  }, [amount, installmentCount, productName, first]);

  const chooseProduct = useCallback((name: string) => setProductName(name), []);

  const state: CalculatorState = { products, product, amounts, installments, amount, installmentCount, sample, loading, failed };
  return { state, chooseProduct, setAmount, setInstallmentCount };
}
