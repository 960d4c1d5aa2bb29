import { lazy, Suspense, useEffect, useState } from 'react';
import { call, type LeadView } from '@pronto/api/customer-site';
import { STORAGE_KEYS } from '@pronto/domain';
import { PageLoading } from '../../app/PageLoading.tsx';
import { registerText } from '../../i18n/pages/register.ts';
import { store } from '../../session/storage.ts';
import { NewCustomerForm } from './NewCustomerForm.tsx';
import { FormLayout, NextStepsCard, SafeCard } from '../../forms/FormAside.tsx';

// Only a visitor with a stored lead sees the lead form: it loads along with the lead, not with the page.
const loadLeadForm = () => import('./LeadForm.tsx');
const LeadForm = lazy(() => loadLeadForm().then((module) => ({ default: module.LeadForm })));

/** registerPersonal: the lead form when a stored lead exists, else the new-customer form. */
export default function RegisterPage() {
  const [leadId] = useState(() => store.get<number | string>(STORAGE_KEYS.leadCustomerId));
  const [lead, setLead] = useState<LeadView | null>(null);
  const [loading, setLoading] = useState(leadId !== null);

  useEffect(() => {
    if (leadId === null) return;
    let live = true;
    void loadLeadForm();
    void call('customer.lead', { vars: { leadCustomerId: leadId }, silent: true }).then((result) => {
      if (!live) return;
      if (result.status === 200 && result.data) setLead(result.data);
      else store.remove(STORAGE_KEYS.leadCustomerId);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [leadId]);

  if (loading) return <PageLoading />;
  return (
    <div className="container page">
      <FormLayout
        aside={
          <>
            <NextStepsCard />
            <SafeCard />
          </>
        }
      >
        <h1>{lead ? registerText.leadTitle : registerText.title}</h1>
        <p id="register-subtitle" className="lead">
          {lead ? registerText.leadSubtitle : registerText.subtitle}
        </p>
        {lead ? (
          <Suspense fallback={<PageLoading />}>
            <LeadForm
              lead={lead}
              onDone={() => {
                store.remove(STORAGE_KEYS.leadCustomerId);
                setLead(null);
              }}
            />
          </Suspense>
        ) : (
          <NewCustomerForm />
        )}
      </FormLayout>
    </div>
  );
}
