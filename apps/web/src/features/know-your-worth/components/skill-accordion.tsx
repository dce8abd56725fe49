import { EXPERIENCE_MIN_YEARS, MESSAGES, SKILL_CATALOGUE, type SkillCategory } from '@smartmove/contract';
import { useId, useState, type Dispatch } from 'react';
import { FieldError } from '../../../components/ui/form/field';
import {
  skillKey,
  skillState,
  type SkillAction,
  type SkillRef,
  type SkillSelection,
} from './skill-selection';

/** Ids safe for the DOM from names such as "c#" or "Amazon's Athena". */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function yearsInputId(ref: SkillRef): string {
  return `skill-years-${slug(ref.category)}-${slug(ref.skill)}`;
}

interface SkillRowProps {
  skillRef: SkillRef;
  selection: SkillSelection;
  dispatch: Dispatch<SkillAction>;
  /** The id of the accordion's "Select atleast one skill" message while it shows. */
  errorId?: string | undefined;
}

export function skillCheckboxId(ref: SkillRef): string {
  return `skill-${slug(ref.category)}-${slug(ref.skill)}`;
}

function SkillRow({ skillRef, selection, dispatch, errorId }: SkillRowProps) {
  const state = skillState(selection, skillRef);
  const checkboxId = skillCheckboxId(skillRef);
  const yearsId = yearsInputId(skillRef);
  const warningId = `${yearsId}-error`;
  return (
    <div className="skill-row">
      <div className="checkbox">
        <input
          id={checkboxId}
          type="checkbox"
          className="checkbox__input"
          checked={state.ticked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => dispatch({ type: 'toggle', ref: skillRef, ticked: event.target.checked })}
        />
        <label className="checkbox__label" htmlFor={checkboxId}>
          {skillRef.skill}
        </label>
      </div>
      {state.ticked ? (
        <div className="skill-row__years">
          <label className="skill-row__years-label" htmlFor={yearsId}>
            {skillRef.skill} experience
          </label>
          <input
            id={yearsId}
            type="number"
            inputMode="decimal"
            min={EXPERIENCE_MIN_YEARS}
            max={60}
            step="any"
            placeholder="Years"
            required
            className="field__control"
            value={state.years}
            aria-invalid={state.warning ? true : undefined}
            aria-describedby={state.warning ? warningId : undefined}
            onChange={(event) => dispatch({ type: 'years', ref: skillRef, raw: event.target.value })}
          />
          <FieldError id={warningId} error={state.warning ? MESSAGES.knowYourWorth.experience : undefined} />
        </div>
      ) : null}
    </div>
  );
}

interface SkillAccordionProps {
  selection: SkillSelection;
  dispatch: Dispatch<SkillAction>;
  /** "Select atleast one skill" after a submit attempt with nothing ticked. */
  error?: string | undefined;
  errorId: string;
}

/**
 * The skill catalogue of docs/product.md#records as an accordion of 8 categories. Each category is a group
 * named after it (a fieldset with its legend), so the two "Jenkins" and two "Git" boxes (Devops and
 * Others) keep the skill's exact name as their label and are told apart by their group.
 */
export function SkillAccordion({ selection, dispatch, error, errorId }: SkillAccordionProps) {
  const baseId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<SkillCategory>>(new Set());
  const toggle = (category: SkillCategory) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <div className="skills">
      {SKILL_CATALOGUE.map((group) => {
        const panelId = `${baseId}-${slug(group.category)}`;
        const open = !collapsed.has(group.category);
        const tickedCount = group.skills.filter(
          (skill) => skillState(selection, { category: group.category, skill }).ticked,
        ).length;
        return (
          <section key={group.category} className="skill-group">
            <h3 className="skill-group__header">
              <button
                type="button"
                className="skill-group__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(group.category)}
              >
                {group.category}
                {tickedCount > 0 ? (
                  <span className="skill-group__badge">
                    {tickedCount}
                    <span className="visually-hidden"> selected</span>
                  </span>
                ) : null}
                <span className="skill-group__chevron" aria-hidden="true">
                  ▾
                </span>
              </button>
            </h3>
            <fieldset id={panelId} className="skill-group__panel" hidden={!open}>
              <legend className="visually-hidden">{group.category}</legend>
              {group.skills.map((skill) => {
                const ref = { category: group.category, skill };
                return (
                  <SkillRow
                    key={skillKey(ref)}
                    skillRef={ref}
                    selection={selection}
                    dispatch={dispatch}
                    errorId={error ? errorId : undefined}
                  />
                );
              })}
            </fieldset>
          </section>
        );
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
