import { fieldClass } from '../form/TextField';

/** A filter form's label and control look (the orders' and the products' lists). */
export const filterLabelClass = 'block text-sm font-medium text-zinc-800';
export const filterControlClass = `${fieldClass} mt-1 rounded-lg`;

/**
 * One filter of an admin list's GET form: its label and a select whose first choice, 'All', sets
 * nothing (`allValue`, '' unless the list names it). `options`: values, or [value, label] pairs.
 */
export function FilterSelect({
  name,
  label,
  value,
  options,
  id = `filter-${name}`,
  allValue = '',
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (string | readonly [string, string])[];
  id?: string;
  allValue?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? allValue} className={filterControlClass}>
        <option value={allValue}>All</option>
        {options.map((option) => {
          const [optionValue, optionLabel] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}
