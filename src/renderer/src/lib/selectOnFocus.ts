/**
 * A number field pre-filled (often with 0) selects its content when it gets focus, by keyboard
 * or by mouse alike, so typing 6 gives 6, not "06". A click would otherwise put the caret where
 * the mouse was on mouseup, undoing the selection: that one mouseup is let go.
 */
export function selectOnFocus(input: HTMLInputElement): () => void {
  let justFocused = false;
  const onFocus = () => {
    input.select();
    justFocused = true;
  };
  const onMouseUp = (e: MouseEvent) => {
    if (justFocused) e.preventDefault();
    justFocused = false;
  };
  const onBlur = () => (justFocused = false);
  input.addEventListener('focus', onFocus);
  input.addEventListener('mouseup', onMouseUp);
  input.addEventListener('blur', onBlur);
  return () => {
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('mouseup', onMouseUp);
    input.removeEventListener('blur', onBlur);
  };
}
