import { BLOCK_MODES, type BlockMode } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';

/**
 * What managed browsers do with a blocked item (the policy's installation mode): one radio
 * button a mode, with what it means. Ids are `${id}-${mode}`.
 */
export function BlockModeOptions({
  id,
  name,
  value,
  onChange,
  testIdPrefix,
}: {
  id: string;
  name: string;
  value: BlockMode;
  onChange: (mode: BlockMode) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return BLOCK_MODES.map((mode) => (
    <label key={mode} className={styles.guideline} htmlFor={`${id}-${mode}`}>
      <input
        id={`${id}-${mode}`}
        type="radio"
        name={name}
        className={styles.checkbox}
        value={mode}
        checked={value === mode}
        onChange={() => onChange(mode)}
        data-testid={`${testIdPrefix}-${mode}`}
      />
      <span className={styles.guidelineText}>
        <span>{t(`admin.decision.block.mode.${mode}`)}</span>
        <span className={styles.muted}>{t(`admin.decision.block.mode.${mode}Hint`)}</span>
      </span>
    </label>
  ));
}

/** Blocking only: what managed browsers do with the item, with a hint. */
export function BlockModeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BlockMode;
  onChange: (mode: BlockMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={styles.guidelines}
      aria-describedby={`${id}-hint`}
      data-testid="decision-block-mode"
    >
      <legend className={styles.label}>{t('admin.decision.block.mode.label')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('admin.decision.block.mode.hint')}
      </p>
      <div className={styles.guidelineList}>
        <BlockModeOptions
          id={id}
          name={id}
          value={value}
          onChange={onChange}
          testIdPrefix="decision-block-mode"
        />
      </div>
    </fieldset>
  );
}
