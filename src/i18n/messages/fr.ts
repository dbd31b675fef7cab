import type {Messages} from '../index'

// TODO(translate): copied from English until reviewed.
import en from './en'
const fr: Messages = {...en}
export default fr
