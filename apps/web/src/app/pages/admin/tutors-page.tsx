import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tutorApplicationStatusSchema, type TutorApplicationStatus } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import type { TutorDecisionWord } from '../../../features/admin-tutors/api/admin-tutors';
import { ApplicationDetail } from '../../../features/admin-tutors/components/application-detail';
import { ApplicationQueue } from '../../../features/admin-tutors/components/application-queue';
import { TutorList } from '../../../features/admin-tutors/components/tutor-list';
import { isUuid } from '../../../lib/uuid';

const tabs = ['antrean', 'daftar'] as const;
type TabName = (typeof tabs)[number];

/**
 * `/admin/tutor[?tab=daftar][&status=…][&id=<application>]`: the verification queue (an application opens as a
 * dialog, kept in the address so it can be shared or reloaded) and the list of tutors and applicants.
 */
export default function AdminTutorsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [done, setDone] = useState<{ decision: TutorDecisionWord; name: string } | null>(null);
  const tab: TabName = params.get('tab') === 'daftar' ? 'daftar' : 'antrean';
  const parsedStatus = tutorApplicationStatusSchema.safeParse(params.get('status'));
  const status: TutorApplicationStatus = parsedStatus.success ? parsedStatus.data : 'submitted';
  const rawId = params.get('id');
  const openId = rawId && isUuid(rawId) ? rawId : null;

  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) updated.delete(key);
        else updated.set(key, value);
      }
      return updated;
    });

  return (
    <>
      <PageHeading title={t('adminTutors.title')} intro={t('adminTutors.intro')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => {
            setDone(null);
            change({ tab: value === 'antrean' ? null : value, status: null });
          }}
          aria-label={t('adminTutors.tabs.label')}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`adminTutors.tabs.${name}`)}
              id={`admin-tutors-tab-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      {done ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => setDone(null)}
          data-decision-done={done.decision}
        >
          {t(`adminTutors.done.${done.decision}`, { name: done.name })}
        </Alert>
      ) : null}
      <Box role="tabpanel" aria-labelledby={`admin-tutors-tab-${tab}`}>
        {tab === 'antrean' ? (
          <ApplicationQueue
            status={status}
            onStatus={(value) => change({ status: value === 'submitted' ? null : value })}
            onOpen={(id) => change({ id })}
          />
        ) : (
          <TutorList onOpenApplication={(id) => change({ id })} />
        )}
      </Box>
      {openId ? (
        <ApplicationDetail
          key={openId}
          id={openId}
          onClose={() => change({ id: null })}
          onDecided={(decision, name) => {
            setDone({ decision, name });
            change({ id: null });
          }}
        />
      ) : null}
    </>
  );
}
