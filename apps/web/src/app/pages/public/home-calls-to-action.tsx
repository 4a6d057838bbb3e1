import { mdiAccountPlusOutline, mdiArrowRight } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlainIcon } from '../../../components/plain-icon';
import { paths } from '../../../config/paths';

/**
 * The landing page's closing section: create a student account, or become a tutor. Plain markup (`site.css`,
 * ADR 0011).
 */
export function CallsToAction() {
  const { t } = useTranslation();
  return (
    <section className="s-container s-section s-ctas" aria-label={t('home.signUpCta.title')}>
      <div className="s-cta s-cta-primary">
        <h2 className="s-h3">{t('home.signUpCta.title')}</h2>
        <p className="s-body s-cta-text">{t('home.signUpCta.text')}</p>
        <RouterLink to={paths.signIn({ tab: 'daftar' })} className="s-btn s-btn-warning s-cta-action">
          <PlainIcon path={mdiAccountPlusOutline} small />
          {t('home.signUpCta.action')}
        </RouterLink>
      </div>
      <div className="s-cta s-cta-outlined">
        <h2 className="s-h3">{t('home.tutorCta.title')}</h2>
        <p className="s-body s-muted s-cta-text">{t('home.tutorCta.text')}</p>
        <RouterLink to={paths.tutorSignUp()} className="s-btn s-btn-outlined s-cta-action">
          {t('home.tutorCta.action')}
          <PlainIcon path={mdiArrowRight} small />
        </RouterLink>
      </div>
    </section>
  );
}
