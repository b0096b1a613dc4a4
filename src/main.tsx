import { startApp } from './app/start-app'
import './styles.css'

startApp()
