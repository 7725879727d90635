import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { cx } from './cx';
import { whenNear } from './Deferred';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import * as styles from './Select.css';
import type { SelectControl as Control, SelectControlProps, SelectOption } from './SelectControl';
import { visuallyHidden } from './VisuallyHidden.css';

type Passed = Omit<
  SelectControlProps,
  | 'options'
  | 'focusOnMount'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'isOpen'
  | 'defaultOpen'
  | 'onOpenChange'
>;

export interface SelectProps<T extends object> extends Passed {
  /** Visible label; without it pass `aria-label`. */
  label?: string;
  /** Shown while nothing is chosen; a select that may have nothing chosen needs one. */
  placeholder?: string;
  /** Options for a dynamic collection; pair with a render function as children. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each item in `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key | null) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface SelectItemProps {
  /** The key `selectedKey` and `onSelectionChange` speak of. */
  id: Key;
  /** The option's text, when its children are more than a string (type-ahead and the form's hidden select). */
  textValue?: string;
  children: ReactNode;
}

/** One option of a `Select`: the select reads its props; it renders nothing by itself. */
export function SelectItem(props: SelectItemProps): ReactNode {
  void props;
  return null;
}

// The live widget (react-aria's Select with its collection, list box and popover, about 35 KB) is its own chunk.
let control: typeof Control | null = null;
let loading: Promise<typeof Control> | null = null;
const listeners = new Set<() => void>();

/** Loads the live select (at most once; again after a failure). Footer's language switcher asks for it beside its own code. */
export function loadSelect(): Promise<typeof Control> {
  loading ??= import('./SelectControl').then(
    (module) => {
      control = module.SelectControl;
      listeners.forEach((listener) => listener());
      return module.SelectControl;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The live select once loaded; none on the server and while hydrating, which draw the light trigger. */
const useControl = () =>
  useSyncExternalStore(
    subscribe,
    () => control,
    () => null,
  );

function optionsOf<T extends object>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): SelectOption[] {
  const elements =
    typeof children === 'function' ? [...(items ?? [])].map(children) : Children.toArray(children);
  return elements.flatMap((element) => {
    if (!isValidElement<SelectItemProps>(element)) return [];
    const { id, textValue, children: content } = element.props;
    return [{ id, content, textValue: textValue ?? (typeof content === 'string' ? content : String(id)) }];
  });
}

/** Keys that open react-aria's select from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A dropdown of options (sort order, country, state, language). Until the shopper reaches for it (points at it,
 * presses it, or moves the focus into it or into its form), it is a light trigger that looks and reads as the live
 * one: the same field, label, value and error, a button that says it opens a list box, and the hidden native select
 * a browser's autofill fills. Then react-aria's Select (./SelectControl) takes its place; a press or an opening key
 * that came first opens it, and the focus stays on it.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  ...props
}: SelectProps<T>) {
  const loaded = useControl();
  // Taken up at once by a select the browser renders after the live one has loaded; else once it loads (below).
  const [adopted, setAdopted] = useState(loaded !== null);
  // Taken up while asked open: it first mounts closed, so that it takes the focus and its popover gives the focus
  // back to its trigger when it closes, then opens.
  const [opening, setOpening] = useState(false);
  const Live = adopted ? loaded : null;
  const [ownKey, setOwnKey] = useState<Key | null>(defaultSelectedKey ?? null);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const options = optionsOf(items, children);
  const selected = selectedKey !== undefined ? selectedKey : ownKey;
  const open = isOpen ?? ownOpen;
  const invalid = Boolean(props.isInvalid);
  const select = (key: Key | null) => {
    setOwnKey(key);
    onSelectionChange?.(key);
  };
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  // As the live one's: a button has no aria-invalid of its own, and the trigger is the control.
  useEffect(() => {
    if (invalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [invalid]);
  useEffect(() => {
    const element = root.current;
    if (adopted || !element) return;
    if (loaded) {
      // A pointer down on the light trigger (perhaps on the server's HTML, before it hydrated): the press ends there,
      // and its click opens the live one. Put in its place now, the trigger would go from under the pointer, and the
      // browser would send the click to no button at all.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const adopt = () => {
        timer = setTimeout(() => {
          setOpening(open);
          setAdopted(true);
        });
      };
      if (trigger.current?.matches(':active'))
        document.addEventListener('pointerup', adopt, { capture: true, once: true });
      else adopt();
      return () => {
        clearTimeout(timer);
        document.removeEventListener('pointerup', adopt, true);
      };
    }
    if (open) {
      void loadSelect();
      return;
    }
    return whenNear(element.closest('form') ?? element, () => void loadSelect(), { viewport: false });
  }, [adopted, loaded, open]);
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false));
    return () => clearTimeout(timer);
  }, [opening]);

  if (Live)
    return (
      // eslint-disable-next-line react-hooks/static-components -- the loaded module's one component, not made here
      <Live
        {...props}
        label={label}
        description={description}
        errorMessage={errorMessage}
        placeholder={placeholder}
        className={className}
        options={options}
        selectedKey={selected}
        onSelectionChange={select}
        isOpen={open && !opening}
        onOpenChange={setOpen}
        focusOnMount={focused}
      />
    );

  const chosen = options.find((option) => option.id === selected);
  const describedBy = cx(description && `${id}-description`, invalid && errorMessage && `${id}-error`);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <div
      ref={root}
      className={cx(fieldStyles.field, className)}
      data-invalid={invalid || undefined}
      data-required={props.isRequired || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      {label && (
        <span id={`${id}-label`} className={fieldStyles.label} aria-hidden="true">
          {label}
        </span>
      )}
      <button
        type="button"
        className={styles.trigger}
        disabled={props.isDisabled}
        aria-label={props['aria-label']}
        aria-labelledby={label ? `${id}-value ${id}-label` : undefined}
        aria-describedby={describedBy || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        ref={trigger}
        onClick={(event) => {
          // As react-aria's press does, where a click does not focus a button (Safari): the live one takes the focus.
          event.currentTarget.focus();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.content : placeholder}
        </span>
        <Icon name="chevronDown" />
      </button>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      <div aria-hidden="true" className={visuallyHidden} data-react-aria-prevent-focus="true">
        <label>
          <select
            tabIndex={-1}
            name={props.name}
            autoComplete={props.autoComplete}
            required={props.isRequired}
            disabled={props.isDisabled}
            value={selected === null ? '' : String(selected)}
            onChange={(event) =>
              select(options.find((option) => String(option.id) === event.target.value)?.id ?? null)
            }
          >
            <option value="" label=" ">
              {' '}
            </option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.textValue}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
