import {Camera, Paperclip, Watch} from 'lucide-react'
import {lazy, Suspense, useEffect, useRef, useState, type ComponentType} from 'react'
import {ACCEPT, HEALTH_EXPORT_ACCEPT} from '../accept'
import {withAllMessages} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {CameraDialogProps} from './CameraDialog'

/** The camera preview, loaded when it is first opened. */
const loadCameraDialog = withAllMessages(() => import('./CameraDialog'))
const CameraDialog = lazy<ComponentType<CameraDialogProps>>(() => loadCameraDialog().then(
  (module) => ({default: module.CameraDialog}),
  // Its code could not be fetched (offline): the camera closes again; the paperclip still works.
  () => ({default: CouldNotLoad}),
))

function CouldNotLoad({onClose}: CameraDialogProps) {
  useEffect(onClose, [onClose])
  return null
}

export interface AttachmentToolsProps {
  onFiles: (files: File[]) => void
  disabled?: boolean
  /** Open the camera preview at once (the page loaded this code when the camera was pressed). */
  cameraOpen?: boolean
  /** A watch or phone export was chosen (the watch button shows only with it). */
  onHealthExport?: (file: File) => void
}


/**
 * The paperclip (a file picker), the camera and, where the page takes them, a watch or phone's
 * health export (its own picker: the server reads it, it is not a file the model sees). The camera: on phones and tablets (a coarse pointer) the
 * file input's `capture`, which opens the camera app; elsewhere a preview with a shutter.
 */
export function AttachmentTools({onFiles, disabled = false, cameraOpen = false, onHealthExport}: AttachmentToolsProps) {
  const t = useTranslation()
  const picker = useRef<HTMLInputElement>(null)
  const exportPicker = useRef<HTMLInputElement>(null)
  const capture = useRef<HTMLInputElement>(null)
  const [camera, setCamera] = useState(cameraOpen)

  function take(input: HTMLInputElement) {
    const files = [...(input.files ?? [])]
    input.value = '' // the same file can be chosen again
    if (files.length > 0) onFiles(files)
  }

  function openCamera() {
    if (window.matchMedia?.('(pointer: coarse)').matches) capture.current?.click()
    else setCamera(true)
  }

  return (
    <>
      <button type="button" className="icon-button has-tooltip" aria-label={t('composer.attach')} title={t('composer.attach')}
        data-tooltip={t('composer.attach')} onClick={() => picker.current?.click()} disabled={disabled}>
        <Paperclip aria-hidden="true" size={20} />
      </button>
      <button type="button" className="icon-button has-tooltip" aria-label={t('composer.camera')} title={t('composer.camera')}
        data-tooltip={t('composer.camera')} onClick={openCamera} disabled={disabled}>
        <Camera aria-hidden="true" size={20} />
      </button>
      {onHealthExport && (
        <>
          <button type="button" className="icon-button has-tooltip" aria-label={t('composer.healthData')} title={t('composer.healthData')}
            data-tooltip={t('composer.healthData')} onClick={() => exportPicker.current?.click()} disabled={disabled}>
            <Watch aria-hidden="true" size={20} />
          </button>
          <input ref={exportPicker} type="file" accept={HEALTH_EXPORT_ACCEPT} hidden data-testid="health-export-input" onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = '' // the same file can be chosen again
            if (file) onHealthExport(file)
          }} />
        </>
      )}
      <input ref={picker} type="file" multiple accept={ACCEPT} hidden data-testid="attach-input" onChange={(event) => take(event.currentTarget)} />
      <input ref={capture} type="file" accept="image/*" capture="environment" hidden data-testid="camera-input" onChange={(event) => take(event.currentTarget)} />
      {camera && (
        <Suspense fallback={null}>
          <CameraDialog
            onCapture={(file) => {
              setCamera(false)
              onFiles([file])
            }}
            onClose={() => setCamera(false)}
          />
        </Suspense>
      )}
    </>
  )
}
