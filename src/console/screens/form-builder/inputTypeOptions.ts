import { formatMessages } from '../../../shared/formats';
import { tBuilder, type BuilderMessageKey } from '../../../shared/builderMessages';
import { BUILDER_INPUT_TYPES, type BuilderInputType } from '../../rules/formBuilder';

/** Types that are not a text format have their own words; the formats say what they accept. */
const OWN_WORDS: Partial<Record<BuilderInputType, BuilderMessageKey>> = {
  textarea: 'inputTypeTextarea',
  date: 'inputTypeDate',
  checkbox: 'inputTypeCheckbox',
  select: 'inputTypeSelect',
  radio: 'inputTypeRadio',
  checkboxes: 'inputTypeCheckboxes',
};

/**
 * The input type choices, each with what it accepts: the docs/product.md §3 names (which managers meet in
 * the generic forms too) and the same sentence the validator uses when it refuses a value.
 */
export function inputTypeOptions(): { value: BuilderInputType; label: string }[] {
  return BUILDER_INPUT_TYPES.map((type) => {
    const own = OWN_WORDS[type];
    return { value: type, label: `${type}: ${own ? tBuilder(own) : formatMessages[type]}` };
  });
}
