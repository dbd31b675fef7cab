import {useCallback, useEffect, useRef, type RefObject} from 'react'

/**
 * A native modal `<dialog>` and the button that opens it: while open, the page behind is inert
 * (focus stays inside) and Esc closes it. It also closes by `close()` or a click on the
 * backdrop, and focus then goes back to the opener.
 */
export function useModalDialog(opener?: RefObject<HTMLButtonElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const ownOpener = useRef<HTMLButtonElement>(null)
  const openerRef = opener ?? ownOpener

  useEffect(() => {
    const element = dialogRef.current
    if (!element) return
    const onClose = () => openerRef.current?.focus()
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close()
    }
    element.addEventListener('close', onClose)
    element.addEventListener('click', onClick)
    return () => {
      element.removeEventListener('close', onClose)
      element.removeEventListener('click', onClick)
    }
  }, [openerRef])

  const open = useCallback(() => dialogRef.current?.showModal(), [])
  const close = useCallback(() => dialogRef.current?.close(), [])

  return {dialogRef, openerRef, open, close}
}
