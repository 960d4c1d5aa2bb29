import { useEffect } from 'react';
import { useNavigate, useParams } from '../../app/router.tsx';
import { LEAD_TTL_S, STORAGE_KEYS } from '@pronto/domain';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { store } from '../../session/storage.ts';

/** /lead/:leadCustomerId: keeps the lead id (30 days) and goes on to registerPersonal. */
export default function LeadRedirect() {
  const { leadCustomerId } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (leadCustomerId) store.set(STORAGE_KEYS.leadCustomerId, leadCustomerId, LEAD_TTL_S);
    navigate(href('registerPersonal'), { replace: true });
  }, [leadCustomerId, navigate]);
  return <PageLoading />;
}
