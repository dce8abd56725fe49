import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> {
  resolver: Resolver<TFieldValues, TContext, TTransformed>;
  /** Starts loading the validation code; forms call it when they receive focus. */
  preload: () => void;
  /**
   * The Form's `busy` and `onFocus`: the fields stay enabled while the validation code loads, so the first
   * error can take focus, and focusing the form starts loading it.
   */
  formProps: (state: { isSubmitting: boolean; isValidating: boolean }) => {
    busy: boolean;
    onFocus: () => void;
  };
}

/**
 * A react-hook-form resolver whose code (zod and the contract's schema) is fetched when the form is first
 * focused or validated rather than while the page loads: form pages hydrate without the validation
 * library, and their first paint and hydration do not wait for it. The schema stays the contract's.
 * A form using it keeps its fields enabled while it validates (`formProps`): react-hook-form moves the
 * focus to the first error, which a disabled field cannot take.
 */
export function lazyResolver<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformed = TFieldValues,
>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () => {
    // A failed load (the network dropped) is tried again at the next validation.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => {
    get().catch(() => undefined);
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload,
    formProps: ({ isSubmitting, isValidating }) => ({
      busy: isSubmitting && !isValidating,
      onFocus: preload,
    }),
  };
}
