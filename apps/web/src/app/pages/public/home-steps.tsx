import { mdiCreditCardCheckOutline, mdiMagnify, mdiSchool } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';

const steps = [
  { key: 'choose', icon: mdiMagnify },
  { key: 'pay', icon: mdiCreditCardCheckOutline },
  { key: 'learn', icon: mdiSchool },
] as const;

/** The landing page's "how it works": choose, pay, learn. Plain markup (`site.css`, ADR 0011). */
export function Steps() {
  const { t } = useTranslation();
  return (
    <section className="s-section s-section-paper" aria-labelledby="steps-title">
      <div className="s-container">
        <h2 id="steps-title" className="s-h2">
          {t('home.steps.title')}
        </h2>
        <ol className="s-steps">
          {steps.map((step, index) => (
            <li key={step.key}>
              <span className="s-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="s-h3 s-step-title">
                  <PlainIcon path={step.icon} />
                  {t(`home.steps.${step.key}.title`)}
                </h3>
                <p className="s-body s-muted s-step-text">{t(`home.steps.${step.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
