import { inputProps, type PlainForm } from './formBinding';

/** A Mantine field's props with its error (a schema's or the API's English) in the page's language (`message`: useMessage()). */
export function translatedInputProps<V extends object>(form: PlainForm<V>, path: string, message: (text: string) => string) {
  const props = inputProps(form, path);
  return { ...props, error: typeof props.error === 'string' && props.error ? message(props.error) : props.error };
}
